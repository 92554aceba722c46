import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLogin } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../lib/constants';
import { safeRedirectPath } from '../../lib/redirect';
import type { LoginCredentials } from '../../../providers/auth-provider';
import { DEFAULT_BRAND_TITLE } from '../../lib/constants';

/**
 * Administrator sign-in (spec 2.1 /user/login-admin). The page owns where to go afterwards:
 * only the `redirect` query, checked as a same-origin path, never Refine's `to`.
 */
export function LoginAdminPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const { mutate: login, isPending } = useLogin<LoginCredentials>({
    mutationOptions: {
      onSuccess: (reply) => {
        if (reply.success) {
          navigate(safeRedirectPath(params.get('redirect'), HOME_PATH), { replace: true });
        } else {
          setError(reply.error?.message ?? '登录失败');
        }
      },
      onError: (failure) => setError(failure.message),
    },
  });

  const submit = (values: LoginCredentials) => {
    setError(undefined);
    login(values);
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'url(/background.svg) center / cover',
      }}
    >
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {DEFAULT_BRAND_TITLE}
        </Typography.Title>
        <Form<LoginCredentials>
          layout="vertical"
          onFinish={submit}
          disabled={isPending}
          requiredMark={false}
        >
          <Form.Item
            name="username"
            label="账号"
            rules={[{ required: true, message: '请输入账号' }]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder="请输入账号"
              autoComplete="username"
              size="large"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label="密码"
            rules={[{ required: true, message: '请输入密码' }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="请输入密码"
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
          {error && (
            <Alert
              type="error"
              showIcon
              message={error}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
