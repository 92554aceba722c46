/**
 * The realtime grid sync socket (spec 4, 9). On open a heartbeat goes out at once; any frame
 * within 6 s counts as the reply and the next heartbeat follows 10 s later. Silence, an error or a
 * close gives the connection up and reconnects 5 s later, unless a reconnect is already waiting or
 * the socket was stopped. Socket and timers are injected.
 */
import {
  GRID_SOCKET_HEARTBEAT_MS,
  GRID_SOCKET_HEARTBEAT_TIMEOUT_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '../constants';
import {
  startReconnectingSocket,
  type Schedule,
  type SocketConstructor,
  type SocketState,
} from '../socket/reconnectingSocket';
import { buildHeartbeat, GRID_SYNC_TYPES, parseSyncMessage, type GridSyncMessage } from './sync';

export type GridSyncState = SocketState;

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
  return startReconnectingSocket({
    url: options.url,
    onFrame: (data) => {
      const message = typeof data === 'string' ? parseSyncMessage(data) : null;
      if (message && message.type !== GRID_SYNC_TYPES.heartbeat) options.onMessage(message);
    },
    heartbeat: {
      message: buildHeartbeat(),
      firstMs: 0,
      intervalMs: options.heartbeatMs ?? GRID_SOCKET_HEARTBEAT_MS,
      replyTimeoutMs: options.replyTimeoutMs ?? GRID_SOCKET_HEARTBEAT_TIMEOUT_MS,
    },
    reconnectDelayMs: options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS,
    WebSocket: options.WebSocket,
    schedule: options.schedule,
  });
}
