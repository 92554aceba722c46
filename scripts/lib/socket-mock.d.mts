import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

export function attachSocketMock(
  httpServer: Server | Http2SecureServer,
  options: { apiBase: string },
): void;
