import type { ReactNode } from 'react';
import { storage } from '../lib/storage';
import { RedirectToLogin } from './RedirectToLogin';

/**
 * spec 2.2: every route but the sign-in ones needs a session; without one the user goes to the
 * login page with the original full path in `redirect`. Decided in the render from the stored
 * session, the rule the auth provider's `check` answers with. Whatever ends a session afterwards
 * (logout, a 401, the expired dialog) also moves the page on to the sign-in page itself.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  return storage.hasSession() ? children : <RedirectToLogin />;
}
