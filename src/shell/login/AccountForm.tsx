import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input, theme } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { LoginCredentials } from '../../../providers/auth-provider';

interface Props {
  onSubmit: (credentials: LoginCredentials) => void;
  pending: boolean;
}

type Field = keyof LoginCredentials;

// The message of an empty field is also its placeholder, as before.
const REQUIRED: Record<Field, string> = { username: '请输入账号', password: '请输入密码' };

const FIELDS = [
  {
    field: 'username',
    label: '账号',
    Control: Input,
    icon: <UserOutlined />,
    autoComplete: 'username',
  },
  {
    field: 'password',
    label: '密码',
    Control: Input.Password,
    icon: <LockOutlined />,
    autoComplete: 'current-password',
  },
] as const satisfies readonly {
  field: Field;
  label: string;
  Control: typeof Input | typeof Input.Password;
  icon: ReactNode;
  autoComplete: string;
}[];

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
      {FIELDS.map(({ field, label, Control, icon, autoComplete }) => {
        const fieldId = `${id}-${field}`;
        return (
          <FieldRow key={field} id={fieldId} label={label} error={errors[field]}>
            {(describedBy) => (
              <Control
                id={fieldId}
                name={field}
                value={values[field]}
                onChange={(event) => change(field, event.target.value)}
                prefix={icon}
                placeholder={REQUIRED[field]}
                autoComplete={autoComplete}
                size="large"
                disabled={pending}
                status={errors[field] ? 'error' : undefined}
                aria-invalid={Boolean(errors[field])}
                aria-describedby={describedBy}
              />
            )}
          </FieldRow>
        );
      })}
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        登录
      </Button>
    </form>
  );
}
