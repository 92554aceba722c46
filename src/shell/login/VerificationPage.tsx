import { SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showMessage } from '../../../providers/http/instance';
import type { SignInApi } from '../../../providers/sign-in-api';
import { HOME_PATH } from '../../lib/constants';
import { safeRedirectPath } from '../../lib/redirect';
import { authenticatorCodeRules, usernameRules } from '../../lib/validators/fields';
import { MobileField } from './MobileField';
import { SignInCard } from './SignInCard';
import { signInApi } from './signInApi';
import { SmsCaptchaField } from './SmsCaptchaField';

type Check = Parameters<SignInApi['verifyIdentity']>[0];

/** /user/verification: verify with the phone's SMS code or a Google Authenticator code (spec 2.7). */
export function VerificationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const verify = async (check: Check) => {
    setError(undefined);
    setPending(true);
    const outcome = await signInApi.verifyIdentity(check);
    setPending(false);
    if (!outcome.ok) {
      if (!outcome.presented) setError(outcome.message);
      return;
    }
    showMessage('success', '验证成功');
    navigate(safeRedirectPath(params.get('redirect'), HOME_PATH), { replace: true });
  };

  const submitButton = (
    <Button type="primary" htmlType="submit" block size="large" loading={pending}>
      验证
    </Button>
  );

  return (
    <SignInCard title="安全验证">
      <Tabs
        centered
        onChange={() => setError(undefined)}
        items={[
          {
            key: 'sms',
            label: '手机验证',
            children: (
              <Form<{ mobile: string; captcha: string }>
                layout="vertical"
                disabled={pending}
                requiredMark={false}
                onFinish={({ mobile, captcha }) => verify({ type: 'sms', mobile, code: captcha })}
              >
                <MobileField />
                <SmsCaptchaField scene="verification" label="验证码" />
                {submitButton}
              </Form>
            ),
          },
          {
            key: 'google',
            label: '谷歌验证器',
            children: (
              <Form<{ username: string; code: string }>
                layout="vertical"
                disabled={pending}
                requiredMark={false}
                onFinish={({ username, code }) => verify({ type: 'google', username, code })}
              >
                <Form.Item name="username" label="用户名" rules={usernameRules()}>
                  <Input
                    prefix={<UserOutlined />}
                    placeholder="请输入用户名"
                    autoComplete="username"
                    size="large"
                  />
                </Form.Item>
                <Form.Item name="code" label="动态验证码" rules={authenticatorCodeRules()}>
                  <Input
                    prefix={<SafetyCertificateOutlined />}
                    placeholder="请输入谷歌验证器中的6位数字"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={6}
                    size="large"
                  />
                </Form.Item>
                {submitButton}
              </Form>
            ),
          },
        ]}
      />
      {error && (
        <Alert type="error" showIcon message={error} role="alert" style={{ marginTop: 16 }} />
      )}
    </SignInCard>
  );
}
