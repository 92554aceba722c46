import { Authenticated } from '@refinedev/core';
import { lazy } from 'react';
import { Navigate, Outlet, Route } from 'react-router';
import { HOME_PATH } from '../lib/constants';
import { ErrorPage } from './errors/ErrorPage';
import { PageLoading } from './PageLoading';
import { RedirectToLogin } from './RedirectToLogin';

const HomePage = lazy(() => import('./home/HomePage').then((m) => ({ default: m.HomePage })));

/** Signed-in routes (spec 2.1–2.3). Called inside <Routes>, so it returns <Route>s. */
export function signedInRoutes() {
  return (
    <Route
      element={
        <Authenticated key="signed-in" fallback={<RedirectToLogin />} loading={<PageLoading />}>
          <Outlet />
        </Authenticated>
      }
    >
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      <Route path={HOME_PATH} element={<HomePage />} />
    </Route>
  );
}

/** Error pages and the catch-all (spec 2.1). */
export function errorRoutes() {
  return (
    <>
      <Route path="/403" element={<ErrorPage status={403} />} />
      <Route path="/404" element={<ErrorPage status={404} />} />
      <Route path="/500" element={<ErrorPage status={500} />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </>
  );
}
