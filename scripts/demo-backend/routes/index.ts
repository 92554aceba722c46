/** Every area's routes. An area is one module (or folder) that registers its contract paths. */
import type { ContractRouter } from '../http/router';
import { positionRoutes } from './admin/positions';
import { accountRoutes } from './auth/accountRoutes';
import { signInRoutes } from './auth/signIn';
import { identityRoutes } from './identity';
import { noticeRoutes } from './notices';
import { recordRoutes } from './records';

export function registerRoutes(router: ContractRouter): void {
  noticeRoutes(router); // first: its request-trace middleware must precede every route
  signInRoutes(router);
  accountRoutes(router);
  positionRoutes(router);
  identityRoutes(router);
  recordRoutes(router);
}
