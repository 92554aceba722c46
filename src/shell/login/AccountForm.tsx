import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
// The two inputs alone: antd's Input namespace brings TextArea, Search and OTP with it.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { LoginCredentials } from '../../../providers/auth-provider';

interface Props {
  onSubmit: (credentials: LoginCredentials) => void;
  pending: boolean;
}

type Field = keyof LoginCredentials;

const REQUIRED: Record<Field, string> = { username: '请输入账号', password: '请输入密码' };

function FieldRow(props: {
  id: string;
  label: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { token } = theme.useToken();
  const errorId = `${props.id}-error`;
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={props.id}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}
      >
        {props.label}
      </label>
      {props.children(props.error ? errorId : undefined)}
      {props.error && (
        <div id={errorId} role="alert" style={{ color: token.colorError, minHeight: 24 }}>
          {props.error}
        </div>
      )}
    </div>
  );
}

/**
 * Account and password (spec 7.2 /sys/login); the auth provider encrypts both. A plain form, not
 * antd's Form: the login page is the first thing every operator loads, and Form with its
 * validator and label tooltips was a sixth of its code (issue 20). Same rules and messages:
 * both fields required, checked on 登录, each message cleared as the field is typed into.
 */
export function AccountForm({ onSubmit, pending }: Props) {
  const id = useId();
  const [values, setValues] = useState<LoginCredentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: value ? undefined : REQUIRED[field] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const missing = (Object.keys(REQUIRED) as Field[]).filter((field) => !values[field]);
    setErrors(Object.fromEntries(missing.map((field) => [field, REQUIRED[field]])));
    if (missing.length === 0) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <FieldRow id={`${id}-username`} label="账号" error={errors.username}>
        {(describedBy) => (
          <Input
            id={`${id}-username`}
            name="username"
            value={values.username}
            onChange={(event) => change('username', event.target.value)}
            prefix={<UserOutlined />}
            placeholder="请输入账号"
            autoComplete="username"
            size="large"
            disabled={pending}
            status={errors.username ? 'error' : undefined}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={describedBy}
          />
        )}
      </FieldRow>
      <FieldRow id={`${id}-password`} label="密码" error={errors.password}>
        {(describedBy) => (
          <Password
            id={`${id}-password`}
            name="password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            prefix={<LockOutlined />}
            placeholder="请输入密码"
            autoComplete="current-password"
            size="large"
            disabled={pending}
            status={errors.password ? 'error' : undefined}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={describedBy}
          />
        )}
      </FieldRow>
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        登录
      </Button>
    </form>
  );
}
