/**
 * The connection state machine shared by the notification and grid sync websockets (spec 4, 9):
 *
 *   connecting ──open──▶ open ──heartbeat──▶ waiting-reply ──any frame──▶ open …
 *   silence, an unanswered heartbeat, an error or a close ──▶ reconnect-scheduled ──▶ connecting
 *   stop(), or a reconnect policy that gives up ──▶ closed
 *
 * Each caller gives its own timings and reads its own frames; socket and timers are injected.
 */

/** The part of the browser's WebSocket the machine uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

/** Schedules a callback and returns its cancel function. */
export type Schedule = (callback: () => void, delayMs: number) => () => void;

export const scheduleWithTimers: Schedule = (callback, delayMs) => {
  const handle = setTimeout(callback, delayMs);
  return () => clearTimeout(handle);
};

export type SocketState =
  'connecting' | 'open' | 'waiting-reply' | 'reconnect-scheduled' | 'closed';

export interface HeartbeatOptions {
  message: string;
  /** From the opening to the first heartbeat; 0 sends it as the connection opens. */
  firstMs: number;
  /**
   * From a heartbeat's reply (any frame counts) to the next heartbeat. An unanswered heartbeat is
   * repeated at the same interval until a time-out gives the connection up.
   */
  intervalMs: number;
  /** A heartbeat unanswered for this long means a dead connection. */
  replyTimeoutMs?: number;
}

/**
 * Delay before reconnect attempt `attempt` (1 for the first since the last opening), or
 * undefined to give up and close.
 */
export type ReconnectPolicy = number | ((attempt: number) => number | undefined);

export interface ReconnectingSocketOptions {
  /**
   * The address, or a function read before every connection (a reconnect uses what is current by
   * then); undefined counts as a failed attempt.
   */
  url: string | (() => string | undefined);
  /** Every frame received, heartbeat replies included, in arrival order. */
  onFrame: (data: unknown) => void;
  heartbeat: HeartbeatOptions;
  /** A connection, opening or open, that has received nothing for this long is dead. */
  silenceTimeoutMs?: number;
  reconnectDelayMs: ReconnectPolicy;
  /** Defaults to the browser's WebSocket. */
  WebSocket?: SocketConstructor;
  /** Defaults to setTimeout / clearTimeout. */
  schedule?: Schedule;
}

export interface ReconnectingSocket {
  state(): SocketState;
  /** Sends a frame when connected; false when it was dropped. */
  send(frame: string): boolean;
  /** Closes the connection and cancels every timer; nothing reconnects afterwards. */
  stop(): void;
}

const CONNECTING = 0;
const OPEN = 1;

/** One pending timer at most, restarted or cancelled by name. */
function timerSlot(schedule: Schedule) {
  let cancel: (() => void) | undefined;
  return {
    start(callback: () => void, delayMs: number) {
      cancel?.();
      cancel = schedule(() => {
        cancel = undefined;
        callback();
      }, delayMs);
    },
    clear() {
      cancel?.();
      cancel = undefined;
    },
  };
}

export function startReconnectingSocket(options: ReconnectingSocketOptions): ReconnectingSocket {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const schedule = options.schedule ?? scheduleWithTimers;
  const { heartbeat, silenceTimeoutMs, reconnectDelayMs } = options;

  const nextHeartbeat = timerSlot(schedule);
  const replyDeadline = timerSlot(schedule);
  const silenceDeadline = timerSlot(schedule);
  const reconnect = timerSlot(schedule);

  let state: SocketState = 'connecting';
  let socket: SocketLike | undefined;
  let failedAttempts = 0;

  const transmit = (frame: string): boolean => {
    if (socket?.readyState !== OPEN) return false;
    socket.send(frame);
    return true;
  };

  /**
   * Forgets the current socket so its late events change nothing, and closes it. On stop, one
   * still connecting is closed as it opens: closing it earlier makes the browser print "closed
   * before the connection is established" each time a page leaves during its handshake.
   */
  const drop = ({ closeOnOpen = false } = {}) => {
    nextHeartbeat.clear();
    replyDeadline.clear();
    silenceDeadline.clear();
    const current = socket;
    socket = undefined;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    if (closeOnOpen && current.readyState === CONNECTING) current.onopen = () => current.close();
    else current.close();
  };

  /** Silence, an unanswered heartbeat, an error or a close: give up this connection, retry later. */
  const lose = () => {
    if (state === 'closed' || state === 'reconnect-scheduled') return;
    drop();
    failedAttempts += 1;
    const delayMs =
      typeof reconnectDelayMs === 'number' ? reconnectDelayMs : reconnectDelayMs(failedAttempts);
    if (delayMs === undefined) {
      state = 'closed';
      return;
    }
    state = 'reconnect-scheduled';
    reconnect.start(connect, delayMs);
  };

  const restartSilenceDeadline = () => {
    if (silenceTimeoutMs !== undefined) silenceDeadline.start(lose, silenceTimeoutMs);
  };

  const sendHeartbeat = () => {
    transmit(heartbeat.message);
    state = 'waiting-reply';
    nextHeartbeat.start(sendHeartbeat, heartbeat.intervalMs);
    if (heartbeat.replyTimeoutMs !== undefined) replyDeadline.start(lose, heartbeat.replyTimeoutMs);
  };

  const opened = () => {
    state = 'open';
    failedAttempts = 0;
    restartSilenceDeadline();
    if (heartbeat.firstMs === 0) sendHeartbeat();
    else nextHeartbeat.start(sendHeartbeat, heartbeat.firstMs);
  };

  const received = (data: unknown) => {
    // Any frame proves the link alive; only the first one after a heartbeat restarts the cadence,
    // so a busy connection still sends its heartbeats on time.
    restartSilenceDeadline();
    if (state === 'waiting-reply') {
      state = 'open';
      replyDeadline.clear();
      nextHeartbeat.start(sendHeartbeat, heartbeat.intervalMs);
    }
    options.onFrame(data);
  };

  /** A new socket, or undefined when there is no address or the browser refuses it. */
  const create = (): SocketLike | undefined => {
    const url = typeof options.url === 'function' ? options.url() : options.url;
    if (url === undefined) return undefined;
    try {
      return new Socket(url);
    } catch {
      return undefined;
    }
  };

  function connect() {
    state = 'connecting';
    const created = create();
    if (!created) {
      lose();
      return;
    }
    socket = created;
    // A connection that never opens is as dead as one that went quiet.
    restartSilenceDeadline();
    created.onopen = opened;
    created.onmessage = (event) => received(event.data);
    created.onclose = lose;
    created.onerror = lose;
  }

  connect();
  return {
    state: () => state,
    send: (frame) => (state === 'open' || state === 'waiting-reply') && transmit(frame),
    stop() {
      reconnect.clear();
      drop({ closeOnOpen: true });
      state = 'closed';
    },
  };
}
