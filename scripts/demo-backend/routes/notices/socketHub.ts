/**
 * The websocket clients of one demo backend: the notice sockets (who is signed in where) that
 * announcements push to, and the grid-sync sockets. Shared by the routes (publish, 强退, the
 * monitoring pages) and sockets.ts, which owns the connections.
 */
import type { Deps } from '../../http/router';

export interface NoticeClient {
  userId: string;
  /** The access token it connected with: 强退 of that session closes it. */
  accessToken: string;
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface GridClient {
  userId: string;
  pageId: string;
  send(text: string): void;
}

/** What a notice push says (JeecgBoot WebsocketConst): `topic` to everyone, `user` to some. */
export interface NoticePush {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string | null;
}

/** The close code of a socket whose session was ended (RFC 6455 policy violation). */
export const SESSION_ENDED_CLOSE = 1008;

export class SocketHub {
  readonly notices = new Set<NoticeClient>();
  readonly grids = new Set<GridClient>();

  /** `userIds` undefined: every signed-in client (an announcement to all users). */
  push(message: NoticePush, userIds?: ReadonlySet<string>): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const client of this.notices) {
      if (userIds && !userIds.has(client.userId)) continue;
      client.send(text);
      sent += 1;
    }
    return sent;
  }

  /** Closes the notice sockets of an ended session. */
  endSession(accessToken: string): void {
    for (const client of this.notices) {
      if (client.accessToken === accessToken) client.close(SESSION_ENDED_CLOSE, 'session ended');
    }
  }

  /** Sends a grid frame to every grid client (JeecgBoot's vxeSocket: the sender's own included). */
  relay(text: string): void {
    for (const client of this.grids) client.send(text);
  }

  get size(): number {
    return this.notices.size + this.grids.size;
  }
}

// Keyed by the backend's database: one hub per backend, whichever deps object reaches it.
const hubs = new WeakMap<object, SocketHub>();

export function socketHubOf(deps: Pick<Deps, 'db'>): SocketHub {
  let hub = hubs.get(deps.db);
  if (!hub) {
    hub = new SocketHub();
    hubs.set(deps.db, hub);
  }
  return hub;
}
