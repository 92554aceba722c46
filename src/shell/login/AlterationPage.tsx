import { Alert, Button, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MobileField } from './MobileField';
import { SignInCard } from './SignInCard';
import { signInApi } from './signInApi';
import { SmsCaptchaField } from './SmsCaptchaField';

interface MobileForm {
  mobile: string;
  captcha: string;
}

/** What the first step proved: the account and its old mobile with the verified code. */
interface Proof {
  username: string;
  oldMobile: string;
  oldCaptcha: string;
}

/** /user/alteration: change the bound mobile, old number first, then the new one. */
export function AlterationPage() {
  const navigate = useNavigate();
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
        setProof({
          username: outcome.value.username,
          oldMobile: mobile,
          oldCaptcha: outcome.value.smscode,
        });
      } else if (!outcome.ok && !outcome.presented) setError(outcome.message);
    });

  const bindNew = ({ mobile, captcha }: MobileForm) =>
    run(async () => {
      if (!proof) return;
      const outcome = await signInApi.updateMobile({ ...proof, mobile, captcha });
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
      {done ? (
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
