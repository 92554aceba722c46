/**
 * Announcements, logs, online users, files and monitoring (issue 34 items 6–8). The websockets
 * are attached to the HTTP server by main.ts (sockets.ts, attachSockets).
 *
 * Register this area first: its request trace (/actuator/httptrace) is a middleware, and Hono
 * runs a middleware only for the routes registered after it.
 */
import type { ContractRouter } from '../../http/router';
import { announcementRoutes } from './announcements';
import { cosFileRoutes } from './cosFiles';
import { fileRoutes } from './files';
import { TraceRing, traceRequests } from './httpTrace';
import { logRoutes } from './logs';
import { monitorRoutes } from './monitor';
import { onlineRoutes } from './online';
import { readMarkRoutes } from './readMarks';

export { attachSockets } from './sockets';

export function noticeRoutes(router: ContractRouter): void {
  const traces = new TraceRing();
  router.app.use('*', traceRequests(traces));
  announcementRoutes(router);
  readMarkRoutes(router);
  logRoutes(router);
  onlineRoutes(router);
  fileRoutes(router);
  cosFileRoutes(router);
  monitorRoutes(router, traces);
}
