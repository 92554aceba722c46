/**
 * The notification websocket (spec 4, 7.6, 9): `/websocket?token=…`, a 'HeartBeat' text half a
 * time-out after the opening and after each reply, a connection that has said nothing for 20 s counts as dead, and a reconnect 5 s
 * after a close, an error or a dead connection unless one is already waiting. Messages with cmd
 * 'topic' (everyone) or 'user' (this user) are notices.
 */
import {
  NOTICE_SOCKET_TIMEOUT_MS,
  SOCKET_HEARTBEAT_MESSAGE,
  SOCKET_RECONNECT_DELAY_MS,
} from './constants';
import { isRecord, parseJson } from './guards';
import {
  startReconnectingSocket,
  type Schedule,
  type SocketConstructor,
} from './socket/reconnectingSocket';
import { websocketUrl, type SocketBaseParts } from './socket/websocketUrl';

/** A message pushed by the server; only `cmd` is relied on. */
export interface NoticeMessage {
  readonly [field: string]: unknown;
  cmd: string;
  msgId?: string;
  msgTxt?: string;
}

export interface NoticeSocketOptions {
  /**
   * The address, or a function read before every connection so a reconnect uses the token stored
   * by then (a refreshed token replaces the old one); undefined waits for the next attempt.
   */
  url: string | (() => string | undefined);
  onNotice: (message: NoticeMessage) => void;
  /** Defaults to the browser's WebSocket. */
  WebSocket?: SocketConstructor;
  /** Defaults to setTimeout / clearTimeout. */
  schedule?: Schedule;
  timeoutMs?: number;
  reconnectDelayMs?: number;
  /** Defaults to half the time-out, so a live server answers before the connection counts as dead. */
  heartbeatMs?: number;
}

export interface NoticeSocket {
  /** Closes the connection and cancels every timer; nothing reconnects afterwards. */
  stop(): void;
}

const NOTICE_COMMANDS: ReadonlySet<string> = new Set(['topic', 'user']);

/** A pushed frame as a message, or undefined for anything else (heartbeat echoes, plain text). */
export function parseNoticeMessage(data: unknown): NoticeMessage | undefined {
  if (typeof data !== 'string') return undefined;
  const parsed = parseJson(data);
  if (!parsed.ok || !isRecord(parsed.value) || typeof parsed.value.cmd !== 'string') {
    return undefined;
  }
  return { ...parsed.value, cmd: parsed.value.cmd };
}

export function isNotice(message: NoticeMessage): boolean {
  return NOTICE_COMMANDS.has(message.cmd);
}

export interface NoticeSocketUrlParts extends SocketBaseParts {
  token: string;
}

/**
 * ws(s)://…/websocket?token=… (spec 7.6). The token goes into the URL only because the server
 * reads it there.
 */
export function noticeSocketUrl({ token, ...base }: NoticeSocketUrlParts): string | undefined {
  const url = websocketUrl(base, '/websocket');
  if (!url) return undefined;
  url.searchParams.set('token', token);
  return url.href;
}

export function startNoticeSocket(options: NoticeSocketOptions): NoticeSocket {
  const timeoutMs = options.timeoutMs ?? NOTICE_SOCKET_TIMEOUT_MS;
  const heartbeatMs = options.heartbeatMs ?? timeoutMs / 2;
  const socket = startReconnectingSocket({
    url: options.url,
    onFrame: (data) => {
      const message = parseNoticeMessage(data);
      if (message && isNotice(message)) options.onNotice(message);
    },
    heartbeat: { message: SOCKET_HEARTBEAT_MESSAGE, firstMs: heartbeatMs, intervalMs: heartbeatMs },
    silenceTimeoutMs: timeoutMs,
    reconnectDelayMs: options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS,
    WebSocket: options.WebSocket,
    schedule: options.schedule,
  });
  return { stop: () => socket.stop() };
}
