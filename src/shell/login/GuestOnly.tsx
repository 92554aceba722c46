import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { HOME_PATH } from '../../lib/constants';
import { PageLoading } from '../PageLoading';
import { useSignInAuth } from './signInAuth';

/**
 * spec 2.2: with a token, login routes go to the home path. Decided once on entry: a sign-in made
 * on the page stores a token while its tenant/department/group choices are still open.
 */
export function GuestOnly() {
  const auth = useSignInAuth();
  const [signedIn, setSignedIn] = useState<boolean>();
  useEffect(() => {
    let current = true;
    auth.check().then(
      (result) => current && setSignedIn(result.authenticated),
      () => current && setSignedIn(false),
    );
    return () => {
      current = false;
    };
  }, [auth]);
  if (signedIn === undefined) return <PageLoading />;
  return signedIn ? <Navigate to={HOME_PATH} replace /> : <Outlet />;
}
