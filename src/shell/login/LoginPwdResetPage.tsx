import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_REQUIRED_MESSAGES } from '../../lib/validators/passwords';
import { MobileField } from './MobileField';
import { PasswordFields } from './PasswordFields';
import { SignInCard } from './SignInCard';
import { signInApi } from './signInApi';
import { SmsCaptchaField } from './SmsCaptchaField';

interface ResetForm {
  mobile: string;
  captcha: string;
  password: string;
  confirm: string;
}

/** /user/loginPwdReset: a forgotten login password, reset with the mobile's SMS code. */
export function LoginPwdResetPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async ({ mobile, captcha, password }: ResetForm) => {
    setError(undefined);
    setPending(true);
    const outcome = await signInApi.resetPassword({ mobile, captcha, password });
    setPending(false);
    if (outcome.ok) setDone(true);
    else if (!outcome.presented) setError(outcome.message);
  };

  if (done) {
    return (
      <SignInCard>
        <Result
          status="success"
          title="密码重置成功"
          subTitle="请使用新密码登录"
          extra={
            <Button type="primary" onClick={() => navigate('/user/login', { replace: true })}>
              返回登录
            </Button>
          }
        />
      </SignInCard>
    );
  }

  const { next, confirm } = PASSWORD_REQUIRED_MESSAGES.login;
  return (
    <SignInCard title="重置登录密码">
      <Form<ResetForm> layout="vertical" onFinish={submit} disabled={pending} requiredMark={false}>
        <MobileField />
        <SmsCaptchaField scene="loginPwdReset" label="验证码" />
        <PasswordFields
          label="新密码"
          required={next}
          confirmLabel="确认新密码"
          confirmRequired={confirm}
        />
        {error && (
          <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={pending}>
          重置密码
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Link to="/user/login">返回登录</Link>
      </div>
    </SignInCard>
  );
}
