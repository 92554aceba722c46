/** A scripted WebSocket and a manual clock for the notice socket tests. */
import type { Schedule, SocketLike } from '../../../src/lib/socket/reconnectingSocket';

export class FakeSocket implements SocketLike {
  static created: FakeSocket[] = [];
  /** Makes the next construction throw, as a browser does for a refused URL. */
  static failNext = false;

  readyState = 0;
  readonly sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    if (FakeSocket.failNext) {
      FakeSocket.failNext = false;
      throw new SyntaxError('refused');
    }
    FakeSocket.created.push(this);
  }

  static reset(): void {
    FakeSocket.created = [];
    FakeSocket.failNext = false;
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  serverClose(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

/** Timers that only move when told to. */
export function manualClock() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();

  const schedule: Schedule = (callback, delayMs) => {
    const id = nextId++;
    pending.set(id, { at: now + delayMs, callback });
    return () => pending.delete(id);
  };

  /** Runs every callback due within `ms`, in time order, including ones scheduled meanwhile. */
  const advance = (ms: number): void => {
    const end = now + ms;
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort(([idA, a], [idB, b]) => a.at - b.at || idA - idB)[0];
      if (!due) break;
      const [id, timer] = due;
      pending.delete(id);
      now = timer.at;
      timer.callback();
    }
    now = end;
  };

  return { schedule, advance, pendingCount: () => pending.size };
}
