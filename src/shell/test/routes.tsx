import { Navigate, Outlet, Route } from 'react-router';
import { lazyWithRetry } from '../../components/ErrorBoundary';
import { RequireSession } from '../RequireSession';

const TestHome = lazyWithRetry(
  () => import('./TestHome'),
  'page',
  (module) => module.TestHome,
);

/** The widget gallery (/test), outside the menu shell; spec 2.2: it needs a session. */
export function testRoutes() {
  return (
    <Route
      path="/test"
      element={
        <RequireSession>
          <Outlet />
        </RequireSession>
      }
    >
      <Route index element={<Navigate to="/test/home" replace />} />
      <Route path="home" element={<TestHome />} />
    </Route>
  );
}
