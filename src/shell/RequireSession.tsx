import { Authenticated } from '@refinedev/core';
import type { ReactNode } from 'react';
import { PageLoading } from './PageLoading';
import { RedirectToLogin } from './RedirectToLogin';

/**
 * spec 2.2: every route but the sign-in ones needs a session; without one the user goes to the
 * login page with the original full path in `redirect`.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  return (
    <Authenticated key="signed-in" fallback={<RedirectToLogin />} loading={<PageLoading />}>
      {children}
    </Authenticated>
  );
}
