/**
 * The backend's two websockets (spec 4, 7.6), on the demo backend's own HTTP server (Prism does not
 * proxy websockets): `/websocket?token=…` for a signed-in user's notices, answering 'HeartBeat'
 * with JeecgBoot's heartcheck and carrying announcement pushes (announcements.ts); and
 * `/vxeSocket/{userId}/{pageId}` for grid sync, answering heart_beat and relaying grid updates to
 * every grid client (the sender's own included: a table drops frames with its own case id).
 * Paths are matched by their end, so a proxy's prefix (/admin, /jeecg-boot) does not matter.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Deps } from '../../http/router';
import { socketHubOf, type GridClient, type NoticeClient } from './socketHub';

const NOTICE_PATH = /(?:^|\/)websocket$/;
const GRID_PATH = /\/vxeSocket\/([^/]+)\/([^/]+)$/;
const HEARTBEAT = 'HeartBeat';
const HEARTCHECK = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });
const GRID_HEARTBEAT = JSON.stringify({ type: 'heart_beat', data: true });
const RELAYED = new Set(['update_vxe_table', 'common_send_date']);

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function sender(ws: WebSocket): (text: string) => void {
  return (text) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(text);
  };
}

function decoded(segment: string): string | undefined {
  try {
    const text = decodeURIComponent(segment);
    return text === '' || text === '.' || text === '..' ? undefined : text;
  } catch {
    return undefined;
  }
}

function gridFrameType(data: RawData): string | undefined {
  try {
    const frame = JSON.parse(data.toString()) as { type?: unknown };
    return typeof frame?.type === 'string' ? frame.type : undefined;
  } catch {
    return undefined;
  }
}

export interface AttachedSockets {
  /** Closes every client (the server's own close waits for open connections otherwise). */
  close(): void;
}

export function attachSockets(server: Server, deps: Deps): AttachedSockets {
  const hub = socketHubOf(deps);
  const sockets = new WebSocketServer({ noServer: true });

  const openNotices = (ws: WebSocket, userId: string, accessToken: string) => {
    const client: NoticeClient = {
      userId,
      accessToken,
      send: sender(ws),
      close: (code, reason) => ws.close(code, reason),
    };
    hub.notices.add(client);
    ws.on('message', (data) => {
      if (data.toString() === HEARTBEAT) client.send(HEARTCHECK);
    });
    ws.on('close', () => hub.notices.delete(client));
  };

  const openGrid = (ws: WebSocket, userId: string, pageId: string) => {
    const client: GridClient = { userId, pageId, send: sender(ws) };
    hub.grids.add(client);
    ws.on('message', (data) => {
      const type = gridFrameType(data);
      if (type === 'heart_beat') client.send(GRID_HEARTBEAT);
      else if (type && RELAYED.has(type)) hub.relay(data.toString());
    });
    ws.on('close', () => hub.grids.delete(client));
  };

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (NOTICE_PATH.test(url.pathname)) {
      const token = url.searchParams.get('token') ?? '';
      const session = token ? await deps.sessions.find(token) : undefined;
      if (!session) return refuse(socket, '401 Unauthorized');
      sockets.handleUpgrade(request, socket, head, (ws) =>
        openNotices(ws, session.userId, session.accessToken),
      );
      return;
    }
    const grid = GRID_PATH.exec(url.pathname);
    const userId = grid && decoded(grid[1]!);
    const pageId = grid && decoded(grid[2]!);
    if (!userId || !pageId) return refuse(socket, '404 Not Found');
    sockets.handleUpgrade(request, socket, head, (ws) => openGrid(ws, userId, pageId));
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((error: unknown) => {
      console.error(`[demo-backend] websocket ${request.url}: ${String(error)}`);
      refuse(socket, '500 Internal Server Error');
    });
  });

  return {
    close() {
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}
