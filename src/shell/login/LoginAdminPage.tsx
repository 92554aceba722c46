import { Alert } from 'antd';
import { AccountForm } from './AccountForm';
import { LazyPostLoginSteps } from './LazyPostLoginSteps';
import { SignInCard } from './SignInCard';
import { useSignInFlow } from './useSignInFlow';

/** Administrator sign-in (spec 2.1 /user/login-admin): account and password, then the choices. */
export function LoginAdminPage() {
  const flow = useSignInFlow();
  if (flow.choices) return <LazyPostLoginSteps choices={flow.choices} onDone={flow.finish} />;
  return (
    <SignInCard title="管理员登录">
      {flow.error && (
        <Alert
          type="error"
          showIcon
          message={flow.error}
          role="alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <AccountForm onSubmit={flow.signIn} pending={flow.isPending} />
    </SignInCard>
  );
}
