import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { LoginCredentials } from '../../../providers/auth-provider';

interface Props {
  onSubmit: (credentials: LoginCredentials) => void;
  pending: boolean;
}

/** Account and password (spec 7.2 /sys/login); the auth provider encrypts both. */
export function AccountForm({ onSubmit, pending }: Props) {
  return (
    <Form<LoginCredentials>
      layout="vertical"
      onFinish={onSubmit}
      disabled={pending}
      requiredMark={false}
    >
      <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入账号' }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder="请输入账号"
          autoComplete="username"
          size="large"
        />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          size="large"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        登录
      </Button>
    </Form>
  );
}
