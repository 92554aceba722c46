import { useIsAuthenticated } from '@refinedev/core';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { HOME_PATH } from '../../lib/constants';
import { PageLoading } from '../PageLoading';

/**
 * spec 2.2: with a token, login routes go to the home path. Decided once on entry: a sign-in made
 * on the page stores a token while its tenant/department/group choices are still open.
 */
export function GuestOnly() {
  const { data, isFetching } = useIsAuthenticated();
  const [signedIn, setSignedIn] = useState<boolean>();
  if (signedIn === undefined && !isFetching && data) setSignedIn(data.authenticated);
  if (signedIn === undefined) return <PageLoading />;
  return signedIn ? <Navigate to={HOME_PATH} replace /> : <Outlet />;
}
