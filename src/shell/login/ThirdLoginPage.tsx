import { useCallback } from 'react';
import { useParams } from 'react-router';
import { SessionExchange } from './SessionExchange';
import { signInApi } from './signInApi';

/** /user/third-login/:token/:thirdType: the landing page of a third-party login (spec 7.2). */
export function ThirdLoginPage() {
  const { token = '', thirdType = '' } = useParams();
  const exchange = useCallback(
    () => signInApi.thirdPartyLogin(token, thirdType),
    [token, thirdType],
  );
  return <SessionExchange exchange={exchange} />;
}
