import { Alert, Button, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { storage } from '../../lib/storage';
import { MobileField } from './MobileField';
import { SignInCard } from './SignInCard';
import { signInApi } from './signInApi';
import { SmsCaptchaField } from './SmsCaptchaField';

interface MobileForm {
  mobile: string;
  captcha: string;
}

/** What the first step proved: the account of the old mobile (the server reads the session's). */
interface Proof {
  username: string;
}

/**
 * /user/alteration: change the bound mobile, old number first, then the new one. The backend binds
 * the new number to the account of the session (JeecgBoot updateMobile), so it needs a sign-in.
 */
export function AlterationPage() {
  const navigate = useNavigate();
  const [signedIn] = useState(storage.hasSession);
  const [proof, setProof] = useState<Proof>();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const run = async (call: () => Promise<void>) => {
    setError(undefined);
    setPending(true);
    await call();
    setPending(false);
  };

  const verifyOld = ({ mobile, captcha }: MobileForm) =>
    run(async () => {
      const outcome = await signInApi.verifyPhone(mobile, captcha);
      if (outcome.ok && outcome.value) {
        setProof({ username: outcome.value.username });
      } else if (!outcome.ok && !outcome.presented) setError(outcome.message);
    });

  const bindNew = ({ mobile, captcha }: MobileForm) =>
    run(async () => {
      if (!proof) return;
      const outcome = await signInApi.updateMobile({ mobile, captcha });
      if (outcome.ok) setDone(true);
      else if (!outcome.presented) setError(outcome.message);
    });

  const current = done ? 2 : proof ? 1 : 0;
  return (
    <SignInCard title="更换手机号">
      <Steps
        size="small"
        current={current}
        items={[{ title: '验证原手机号' }, { title: '绑定新手机号' }, { title: '完成' }]}
        style={{ marginBottom: 24 }}
      />
      {!signedIn ? (
        <>
          <Alert type="info" showIcon message="更换手机号需要先登录" style={{ marginBottom: 16 }} />
          <Link to="/user/login">去登录</Link>
        </>
      ) : done ? (
        <Result
          status="success"
          title="手机号修改成功"
          extra={
            <Button type="primary" onClick={() => navigate('/user/login', { replace: true })}>
              返回登录
            </Button>
          }
        />
      ) : (
        <Form<MobileForm>
          key={current}
          layout="vertical"
          onFinish={proof ? bindNew : verifyOld}
          disabled={pending}
          requiredMark={false}
        >
          <MobileField label={proof ? '新手机号' : '原手机号'} />
          <SmsCaptchaField scene="alteration" label="验证码" />
          {error && (
            <Alert
              type="error"
              showIcon
              message={error}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={pending}>
            {proof ? '确认修改' : '下一步'}
          </Button>
        </Form>
      )}
    </SignInCard>
  );
}
