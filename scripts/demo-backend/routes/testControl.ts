/**
 * What the whole-chain e2e tests need that no console call does: making an access token expire
 * now, so the console's refresh and replay run against the real backend (spec 8.1). Registered
 * only with `--test-control` (scripts/e2e-chain-server.mjs), on the backend's own port: Prism, the
 * console's way in, has no such path.
 */
import type { Hono } from 'hono';
import type { SessionStore } from '../http/session';

export function testControlRoutes(app: Hono, sessions: SessionStore): void {
  app.post('/__test/expire-access', async (context) => {
    const { token } = (await context.req.json()) as { token?: string };
    const expired = typeof token === 'string' && (await sessions.expireAccess(token));
    return context.json({ expired }, expired ? 200 : 404);
  });
}
