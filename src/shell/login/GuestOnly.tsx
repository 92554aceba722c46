import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { HOME_PATH } from '../../lib/constants';
import { useSignInAuth } from './signInAuth';

/**
 * spec 2.2: with a token, login routes go to the home path. Decided once on entry, at once (the
 * form shows in the first frame, issue 20): a sign-in made on the page stores a token while its
 * tenant/department/group choices are still open.
 */
export function GuestOnly() {
  const auth = useSignInAuth();
  const [signedIn] = useState(auth.hasSession);
  return signedIn ? <Navigate to={HOME_PATH} replace /> : <Outlet />;
}
