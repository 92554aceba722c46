import { App } from 'antd';
import { Outlet } from 'react-router';

/**
 * antd's App context for the sign-in pages whose widgets show their own messages (验证码已发送).
 * The administrators' login page shows none and loads without it (issue 20).
 */
export function FeedbackScope() {
  return (
    <App component={false}>
      <Outlet />
    </App>
  );
}
