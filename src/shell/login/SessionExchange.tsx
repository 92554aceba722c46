import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Outcome, SignInSession } from '../../../providers/sign-in-api';
import { LOGIN_PATH } from '../../lib/constants';
import { LazyPostLoginSteps } from './LazyPostLoginSteps';
import { SignInCard } from './SignInCard';
import { useSignInFlow } from './useSignInFlow';

interface Props {
  /** Gets the session from the server (third-party token, CAS ticket). */
  exchange: () => Promise<Outcome<SignInSession>>;
}

/** Signs in with a session obtained from another login (spec 2.7 third-party, 7.2 CAS). */
export function SessionExchange({ exchange }: Props) {
  const flow = useSignInFlow();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  const { signIn } = flow;

  useEffect(() => {
    // Once per page: the token or ticket can only be redeemed once (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    void exchange()
      .then((outcome) => {
        if (outcome.ok) signIn({ kind: 'token', result: outcome.value });
        else setFailure(outcome.message);
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : ''));
  }, [exchange, signIn]);

  if (flow.choices) return <LazyPostLoginSteps choices={flow.choices} onDone={flow.finish} />;
  const problem = failure ?? flow.error;
  if (problem !== undefined) {
    return (
      <SignInCard>
        <Result
          status="error"
          title="登录失败"
          subTitle={problem}
          extra={
            <Button type="primary" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
              返回登录
            </Button>
          }
        />
      </SignInCard>
    );
  }
  return (
    <SignInCard>
      <Spin tip="正在登录，请稍候..." size="large">
        <div style={{ height: 120 }} />
      </Spin>
    </SignInCard>
  );
}
