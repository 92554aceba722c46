import { Authenticated } from '@refinedev/core';
import { lazy } from 'react';
import { Navigate, Outlet, Route } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../lib/constants';
import { PageLoading } from '../PageLoading';

const LoginAdminPage = lazy(() =>
  import('./LoginAdminPage').then((m) => ({ default: m.LoginAdminPage })),
);

/** Sign-in family routes (spec 2.1 /user/*). Called inside <Routes>, so it returns <Route>s. */
export function signInRoutes() {
  return (
    <>
      <Route path="/user" element={<Navigate to={LOGIN_PATH} replace />} />
      {/* spec 2.2: with a token, sign-in routes go to the home path. */}
      <Route
        element={
          <Authenticated key="guest" fallback={<Outlet />} loading={<PageLoading />}>
            <Navigate to={HOME_PATH} replace />
          </Authenticated>
        }
      >
        <Route path={LOGIN_PATH} element={<LoginAdminPage />} />
      </Route>
    </>
  );
}
