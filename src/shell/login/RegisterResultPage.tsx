import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { isRecord } from '../../lib/guards';
import { SignInCard } from './SignInCard';

/** /user/register-result: the account just registered (passed in the navigation state). */
export function RegisterResultPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const username = isRecord(state) && typeof state.username === 'string' ? state.username : '';
  return (
    <SignInCard>
      <Result
        status="success"
        title="注册成功"
        subTitle={username ? `你的账户：${username} 注册成功` : '你的账户已注册成功'}
        extra={
          <Button type="primary" onClick={() => navigate('/user/login', { replace: true })}>
            立即登录
          </Button>
        }
      />
    </SignInCard>
  );
}
