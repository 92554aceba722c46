// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startReconnectingSocket,
  type ReconnectingSocketOptions,
} from '../../../src/lib/socket/reconnectingSocket';
import { FakeSocket } from '../notices/fakeSocket';

/** The machine shared by the notice and grid sync sockets, on vitest's fake timers. */
const URL = 'wss://console.example.com/admin/socket';
const PING = 'ping';

function start(overrides: Partial<ReconnectingSocketOptions> = {}) {
  const frames: unknown[] = [];
  const client = startReconnectingSocket({
    url: URL,
    onFrame: (data) => frames.push(data),
    heartbeat: { message: PING, firstMs: 1_000, intervalMs: 1_000, replyTimeoutMs: 500 },
    reconnectDelayMs: 3_000,
    WebSocket: FakeSocket,
    ...overrides,
  });
  return { client, frames };
}

/** Started and opened. */
function startOpen(overrides: Partial<ReconnectingSocketOptions> = {}) {
  const started = start(overrides);
  const socket = FakeSocket.latest();
  socket.open();
  return { ...started, socket };
}

beforeEach(() => {
  FakeSocket.reset();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startReconnectingSocket: connecting', () => {
  it('connects at once and sends nothing until the connection opens', () => {
    const { client } = start();
    vi.advanceTimersByTime(10_000);

    expect(FakeSocket.created.map((socket) => socket.url)).toEqual([URL]);
    expect(FakeSocket.latest().sent).toEqual([]);
    expect(client.state()).toBe('connecting');
  });

  it('gives up a connection that stays silent from the start when a silence limit is set', () => {
    start({ silenceTimeoutMs: 2_000 });

    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.latest().closed).toBe(false);
    vi.advanceTimersByTime(1);

    expect(FakeSocket.latest().closed).toBe(true);
  });
});

describe('startReconnectingSocket: heartbeat', () => {
  it('sends the first heartbeat firstMs after the opening', () => {
    const { client, socket } = startOpen();
    expect(client.state()).toBe('open');

    vi.advanceTimersByTime(999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);

    expect(socket.sent).toEqual([PING]);
    expect(client.state()).toBe('waiting-reply');
  });

  it('sends the first heartbeat with the opening when firstMs is 0', () => {
    const { socket } = startOpen({
      heartbeat: { message: PING, firstMs: 0, intervalMs: 1_000 },
    });

    expect(socket.sent).toEqual([PING]);
  });

  it('sends the next heartbeat intervalMs after each reply, however busy the link', () => {
    const { socket } = startOpen();
    vi.advanceTimersByTime(1_000 + 300);
    socket.receive('pong');
    vi.advanceTimersByTime(600);
    socket.receive('news');
    vi.advanceTimersByTime(399);
    expect(socket.sent).toEqual([PING]);
    vi.advanceTimersByTime(1);

    expect(socket.sent).toEqual([PING, PING]);
  });

  it('repeats an unanswered heartbeat when no reply time-out is set', () => {
    const { socket } = startOpen({
      heartbeat: { message: PING, firstMs: 1_000, intervalMs: 1_000 },
    });

    vi.advanceTimersByTime(3_000);

    expect(socket.sent).toEqual([PING, PING, PING]);
    expect(socket.closed).toBe(false);
  });
});

describe('startReconnectingSocket: dead connections', () => {
  it('gives up a heartbeat unanswered for replyTimeoutMs and reconnects after the delay', () => {
    const { client, socket } = startOpen();

    vi.advanceTimersByTime(1_000 + 499);
    expect(socket.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.closed).toBe(true);
    expect(client.state()).toBe('reconnect-scheduled');
    vi.advanceTimersByTime(2_999);
    expect(FakeSocket.created).toHaveLength(1);
    vi.advanceTimersByTime(1);

    expect(FakeSocket.created).toHaveLength(2);
    expect(client.state()).toBe('connecting');
  });

  it('counts the silence limit from the last frame', () => {
    const { socket } = startOpen({
      heartbeat: { message: PING, firstMs: 1_000, intervalMs: 1_000 },
      silenceTimeoutMs: 2_000,
    });

    vi.advanceTimersByTime(1_500);
    socket.receive('alive');
    vi.advanceTimersByTime(1_999);
    expect(socket.closed).toBe(false);
    vi.advanceTimersByTime(1);

    expect(socket.closed).toBe(true);
  });

  it.each([
    { event: 'a close', lose: (socket: FakeSocket) => socket.serverClose() },
    { event: 'an error', lose: (socket: FakeSocket) => socket.fail() },
    {
      event: 'an error then a close',
      lose: (socket: FakeSocket) => {
        socket.fail();
        socket.serverClose();
      },
    },
  ])('reconnects exactly once after $event', ({ lose }) => {
    const { socket } = startOpen();

    lose(socket);
    vi.advanceTimersByTime(3_000);
    FakeSocket.latest().open();
    vi.advanceTimersByTime(3_000);

    expect(FakeSocket.created).toHaveLength(2);
  });

  it('ignores the late events of a connection it gave up', () => {
    const { client, frames, socket: first } = startOpen();
    first.fail();
    vi.advanceTimersByTime(3_000);
    const second = FakeSocket.latest();
    second.open();

    first.serverClose();
    first.receive('stale');

    expect(frames).toEqual([]);
    expect(client.state()).toBe('open');
    expect(second.closed).toBe(false);
  });
});

describe('startReconnectingSocket: reconnect policy', () => {
  it('asks the policy for each attempt, counting again after an opening', () => {
    const delayOf = vi.fn((attempt: number) => attempt * 1_000);
    start({ reconnectDelayMs: delayOf });

    FakeSocket.latest().serverClose();
    vi.advanceTimersByTime(1_000);
    FakeSocket.latest().serverClose();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.created).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose();

    expect(delayOf.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 1]);
    expect(FakeSocket.created).toHaveLength(3);
  });

  it('closes for good when the policy gives up', () => {
    const { client } = start({ reconnectDelayMs: (attempt) => (attempt < 2 ? 100 : undefined) });

    FakeSocket.latest().serverClose();
    vi.advanceTimersByTime(100);
    FakeSocket.latest().serverClose();
    vi.advanceTimersByTime(60_000);

    expect(FakeSocket.created).toHaveLength(2);
    expect(client.state()).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the address before every attempt and retries when there is none', () => {
    const addresses = [undefined, `${URL}?t=a`];
    start({ url: () => addresses.shift() });
    expect(FakeSocket.created).toHaveLength(0);

    vi.advanceTimersByTime(3_000);

    expect(FakeSocket.created.map((socket) => socket.url)).toEqual([`${URL}?t=a`]);
  });

  it('retries when the browser refuses to create the socket', () => {
    FakeSocket.failNext = true;
    const { client } = start();
    expect(client.state()).toBe('reconnect-scheduled');

    vi.advanceTimersByTime(3_000);

    expect(FakeSocket.created).toHaveLength(1);
  });
});

describe('startReconnectingSocket: frames and sending', () => {
  it('hands every frame to onFrame, heartbeat replies included', () => {
    const { frames, socket } = startOpen();
    vi.advanceTimersByTime(1_000);

    socket.receive('pong');
    socket.receive({ cmd: 'user' });

    expect(frames).toEqual(['pong', '{"cmd":"user"}']);
  });

  it('sends only while connected', () => {
    const { client } = start();
    expect(client.send('early')).toBe(false);
    const socket = FakeSocket.latest();
    socket.open();

    expect(client.send('hello')).toBe(true);
    socket.serverClose();
    expect(client.send('late')).toBe(false);
    expect(socket.sent).toEqual(['hello']);
  });

  it('stops for good: closes the socket, cancels every timer, delivers nothing', () => {
    const { client, frames, socket } = startOpen({ silenceTimeoutMs: 2_000 });
    vi.advanceTimersByTime(1_000);

    client.stop();
    socket.receive('late');
    vi.advanceTimersByTime(60_000);

    expect(socket.closed).toBe(true);
    expect(frames).toEqual([]);
    expect(client.state()).toBe('closed');
    expect(client.send('after')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('stopped while connecting, closes the socket as it opens, never before its handshake', () => {
    const { client, frames } = start({ silenceTimeoutMs: 2_000 });
    const socket = FakeSocket.latest();

    client.stop();
    expect(socket.closed).toBe(false);
    socket.open();
    socket.receive('late');
    vi.advanceTimersByTime(60_000);

    expect(socket.closed).toBe(true);
    expect(socket.sent).toEqual([]);
    expect(frames).toEqual([]);
    expect(client.state()).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('cancels a waiting reconnect on stop', () => {
    const { client } = start();
    FakeSocket.latest().serverClose();

    client.stop();
    vi.advanceTimersByTime(60_000);

    expect(FakeSocket.created).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
