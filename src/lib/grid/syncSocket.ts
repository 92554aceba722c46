/**
 * Connection state machine of the realtime grid sync socket (spec 4, 9). On open a heartbeat goes
 * out at once; any frame within 6 s counts as the reply and the next heartbeat follows 10 s later.
 * Silence, an error or a close gives the connection up and reconnects 5 s later, unless a
 * reconnect is already waiting or the socket was stopped. Socket and timers are injected.
 */
import {
  GRID_SOCKET_HEARTBEAT_MS,
  GRID_SOCKET_HEARTBEAT_TIMEOUT_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '../constants';
import type { Schedule, SocketConstructor, SocketLike } from '../noticeSocket';
import { buildHeartbeat, GRID_SYNC_TYPES, parseSyncMessage, type GridSyncMessage } from './sync';

export type GridSyncState =
  'connecting' | 'open' | 'waiting-reply' | 'reconnect-scheduled' | 'closed';

export interface GridSyncSocketOptions {
  /** From gridSocketUrl. */
  url: string;
  /** Every parsed frame but heartbeats, in arrival order. */
  onMessage: (message: GridSyncMessage) => void;
  WebSocket: SocketConstructor;
  schedule: Schedule;
  heartbeatMs?: number;
  replyTimeoutMs?: number;
  reconnectDelayMs?: number;
}

export interface GridSyncSocket {
  state(): GridSyncState;
  /** Sends a frame (buildUpdateMessage) when connected; false when it was dropped. */
  send(frame: string): boolean;
  /** Closes the connection and cancels every timer; nothing reconnects afterwards. */
  stop(): void;
}

export function startGridSyncSocket(options: GridSyncSocketOptions): GridSyncSocket {
  const { url, onMessage, WebSocket: Socket, schedule } = options;
  const heartbeatMs = options.heartbeatMs ?? GRID_SOCKET_HEARTBEAT_MS;
  const replyTimeoutMs = options.replyTimeoutMs ?? GRID_SOCKET_HEARTBEAT_TIMEOUT_MS;
  const reconnectDelayMs = options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS;

  let state: GridSyncState = 'connecting';
  let socket: SocketLike | undefined;
  // One timer at a time: the next heartbeat, the reply deadline or the reconnect.
  let cancelTimer: (() => void) | undefined;

  const setTimer = (callback: () => void, delayMs: number) => {
    cancelTimer?.();
    cancelTimer = schedule(() => {
      cancelTimer = undefined;
      callback();
    }, delayMs);
  };

  const clearTimer = () => {
    cancelTimer?.();
    cancelTimer = undefined;
  };

  /** Forgets the current socket so its late events change nothing, and closes it. */
  const drop = () => {
    clearTimer();
    const current = socket;
    socket = undefined;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    current.close();
  };

  /** Silence, error or close: give this connection up and try again once, later. */
  const lose = () => {
    if (state === 'closed' || state === 'reconnect-scheduled') return;
    drop();
    state = 'reconnect-scheduled';
    setTimer(connect, reconnectDelayMs);
  };

  const sendHeartbeat = () => {
    socket?.send(buildHeartbeat());
    state = 'waiting-reply';
    setTimer(lose, replyTimeoutMs);
  };

  const receive = (data: unknown) => {
    // Any frame proves the link alive; only the first one after a heartbeat restarts the cadence.
    if (state === 'waiting-reply') {
      state = 'open';
      setTimer(sendHeartbeat, heartbeatMs);
    }
    const message = typeof data === 'string' ? parseSyncMessage(data) : null;
    if (message && message.type !== GRID_SYNC_TYPES.heartbeat) onMessage(message);
  };

  function connect() {
    state = 'connecting';
    let created: SocketLike;
    try {
      created = new Socket(url);
    } catch {
      // A refused address is retried like a lost connection.
      lose();
      return;
    }
    socket = created;
    created.onopen = () => {
      state = 'open';
      sendHeartbeat();
    };
    created.onmessage = (event) => receive(event.data);
    created.onclose = lose;
    created.onerror = lose;
  }

  connect();
  return {
    state: () => state,
    send(frame) {
      if (!socket || (state !== 'open' && state !== 'waiting-reply')) return false;
      socket.send(frame);
      return true;
    },
    stop() {
      drop();
      state = 'closed';
    },
  };
}
