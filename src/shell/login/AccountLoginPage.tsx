import { Alert, Space, Tabs } from 'antd';
import { Link } from 'react-router';
import { AccountForm } from './AccountForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { LazyPostLoginSteps } from './LazyPostLoginSteps';
import { SignInCard } from './SignInCard';
import { useSignInFlow } from './useSignInFlow';

/**
 * Account sign-in (spec 2.1 /user/login, and /oauth2-app/login in the OAuth2 app environment):
 * 账号密码登录 or 手机号登录, then the choices.
 */
export function AccountLoginPage() {
  const flow = useSignInFlow();
  if (flow.choices) return <LazyPostLoginSteps choices={flow.choices} onDone={flow.finish} />;
  const clearError = () => flow.setError(undefined);
  return (
    <SignInCard>
      <Tabs
        centered
        onChange={clearError}
        items={[
          {
            key: 'account',
            label: '账号密码登录',
            children: <AccountForm onSubmit={flow.signIn} pending={flow.isPending} />,
          },
          {
            key: 'phone',
            label: '手机号登录',
            children: (
              <PhoneLoginForm
                onSubmit={({ mobile, captcha }) => flow.signIn({ kind: 'phone', mobile, captcha })}
                pending={flow.isPending}
              />
            ),
          },
        ]}
      />
      {flow.error && (
        <Alert type="error" showIcon message={flow.error} role="alert" style={{ marginTop: 16 }} />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/user/loginPwdReset">忘记密码</Link>
        <Link to="/user/register">注册账户</Link>
      </Space>
    </SignInCard>
  );
}
