import { UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { asyncRule, usernameRules } from '../../lib/validators/fields';
import { MobileField } from './MobileField';
import { PasswordFields } from './PasswordFields';
import { SignInCard } from './SignInCard';
import { signInApi } from './signInApi';
import { SmsCaptchaField } from './SmsCaptchaField';

interface RegisterForm {
  mobile: string;
  captcha: string;
  username: string;
  password: string;
  confirm: string;
}

export const REGISTER_RESULT_PATH = '/user/register-result';

/** /user/register: mobile, SMS code, user name, password twice (spec 2.1, 5.1, 5.2). */
export function RegisterPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async ({ mobile, captcha, username, password }: RegisterForm) => {
    setError(undefined);
    setPending(true);
    const outcome = await signInApi.register({ mobile, captcha, username, password });
    setPending(false);
    if (outcome.ok) navigate(REGISTER_RESULT_PATH, { state: { username } });
    else if (!outcome.presented) setError(outcome.message);
  };

  return (
    <SignInCard title="注册账户">
      <Form<RegisterForm>
        layout="vertical"
        onFinish={submit}
        disabled={pending}
        requiredMark={false}
      >
        <MobileField />
        <SmsCaptchaField scene="register" label="验证码" />
        <Form.Item
          name="username"
          label="用户名"
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            ...usernameRules(),
            asyncRule((name) => signInApi.isUsernameFree(name), '用户名已存在'),
          ]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder="请输入用户名"
            autoComplete="username"
            size="large"
          />
        </Form.Item>
        <PasswordFields
          label="登录密码"
          required="请输入登录密码"
          confirmLabel="确认密码"
          confirmRequired="请再次输入登录密码"
        />
        {error && (
          <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={pending}>
          注册
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Link to="/user/login">使用已有账户登录</Link>
      </div>
    </SignInCard>
  );
}
