import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH } from '../lib/constants';

/** spec 2.2: without a token, go to sign-in with the original full path in `redirect`. */
export function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const redirect = encodeURIComponent(`${pathname}${search}${hash}`);
  return <Navigate to={`${LOGIN_PATH}?redirect=${redirect}`} replace />;
}
