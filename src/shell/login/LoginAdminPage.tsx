import { Alert } from 'antd';
import { AccountForm } from './AccountForm';
import { PostLoginStepsView } from './PostLoginStepsView';
import { SignInCard } from './SignInCard';
import { useSignInFlow } from './useSignInFlow';

/** Administrator sign-in (spec 2.1 /user/login-admin): account and password, then the choices. */
export function LoginAdminPage() {
  const flow = useSignInFlow();
  if (flow.choices) return <PostLoginStepsView choices={flow.choices} onDone={flow.finish} />;
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
