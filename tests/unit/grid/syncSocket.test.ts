// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUpdateMessage, type GridSyncMessage } from '../../../src/lib/grid/sync';
import { startGridSyncSocket } from '../../../src/lib/grid/syncSocket';
import { FakeSocket, manualClock } from '../notices/fakeSocket';

const URL = 'wss://console.example.com/admin/vxeSocket/u1/p1';
const HEARTBEAT = JSON.stringify({ type: 'heart_beat', data: '' });
const REPLY = { type: 'heart_beat', data: true };

function start() {
  const clock = manualClock();
  const messages: GridSyncMessage[] = [];
  const client = startGridSyncSocket({
    url: URL,
    onMessage: (message) => messages.push(message),
    WebSocket: FakeSocket,
    schedule: clock.schedule,
  });
  return { clock, messages, client };
}

/** Started and opened, with the first heartbeat answered. */
function startOpen() {
  const started = start();
  const socket = FakeSocket.latest();
  socket.open();
  socket.receive(REPLY);
  return { ...started, socket };
}

beforeEach(() => FakeSocket.reset());

describe('startGridSyncSocket: connecting and heartbeat (spec 4, 9: every 10 s)', () => {
  it('connects to the given URL at once and sends nothing before it opens', () => {
    const { clock, client } = start();
    clock.advance(30_000);

    expect(FakeSocket.created.map((socket) => socket.url)).toEqual([URL]);
    expect(FakeSocket.latest().sent).toEqual([]);
    expect(client.state()).toBe('connecting');
  });

  it('sends a heartbeat on open and waits for its reply', () => {
    const { client } = start();
    const socket = FakeSocket.latest();

    socket.open();

    expect(socket.sent).toEqual([HEARTBEAT]);
    expect(client.state()).toBe('waiting-reply');
  });

  it('sends the next heartbeat 10 s after each reply', () => {
    const { clock, client, socket } = startOpen();
    expect(client.state()).toBe('open');

    clock.advance(9_999);
    expect(socket.sent).toHaveLength(1);
    clock.advance(1);
    expect(socket.sent).toHaveLength(2);
    socket.receive(REPLY);
    clock.advance(10_000);
    socket.receive(REPLY);
    clock.advance(10_000);

    expect(socket.sent).toEqual([HEARTBEAT, HEARTBEAT, HEARTBEAT, HEARTBEAT]);
    expect(FakeSocket.created).toHaveLength(1);
    expect(socket.closed).toBe(false);
  });

  it('keeps one cadence when several frames answer the same heartbeat', () => {
    const { clock, socket } = startOpen();

    socket.receive(REPLY);
    socket.receive({ type: 'update_vxe_table', data: { socketKey: 'k', args: [{ id: 1 }] } });
    clock.advance(10_000);

    expect(socket.sent).toHaveLength(2);
  });
});

describe('startGridSyncSocket: no reply (spec 4, 9: 6 s, then reconnect after 5 s)', () => {
  it('closes after 6 s without a reply and reconnects 5 s later', () => {
    const { clock, client } = start();
    const first = FakeSocket.latest();
    first.open();

    clock.advance(5_999);
    expect(first.closed).toBe(false);
    clock.advance(1);
    expect(first.closed).toBe(true);
    expect(client.state()).toBe('reconnect-scheduled');
    clock.advance(4_999);
    expect(FakeSocket.created).toHaveLength(1);
    clock.advance(1);

    expect(FakeSocket.created).toHaveLength(2);
    expect(FakeSocket.latest().url).toBe(URL);
    expect(client.state()).toBe('connecting');
  });

  it('counts any frame as the reply', () => {
    const { clock, client } = start();
    const socket = FakeSocket.latest();
    socket.open();

    clock.advance(5_000);
    socket.receive('not JSON, but the link is alive');
    clock.advance(9_999);

    expect(socket.closed).toBe(false);
    expect(client.state()).toBe('open');
  });

  it('times out a later heartbeat too', () => {
    const { clock, socket } = startOpen();

    clock.advance(10_000 + 6_000);

    expect(socket.closed).toBe(true);
    clock.advance(5_000);
    expect(FakeSocket.created).toHaveLength(2);
  });

  it('starts a fresh heartbeat on the new connection', () => {
    const { clock } = start();
    FakeSocket.latest().open();
    clock.advance(6_000 + 5_000);
    const second = FakeSocket.latest();

    second.open();

    expect(second.sent).toEqual([HEARTBEAT]);
  });
});

describe('startGridSyncSocket: error and close (spec 4: reconnect after 5 s)', () => {
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
  ])('reconnects exactly once, 5 s after $event', ({ lose }) => {
    const { clock, client, socket } = startOpen();

    lose(socket);
    expect(client.state()).toBe('reconnect-scheduled');
    clock.advance(4_999);
    expect(FakeSocket.created).toHaveLength(1);
    clock.advance(1);
    expect(FakeSocket.created).toHaveLength(2);
    // A second reconnect from the same loss would replace the live connection.
    FakeSocket.latest().open();
    FakeSocket.latest().receive(REPLY);
    clock.advance(9_999);

    expect(FakeSocket.created).toHaveLength(2);
    expect(client.state()).toBe('open');
  });

  it('ignores late events of a connection it already gave up', () => {
    const { clock, messages, socket: first } = startOpen();
    first.fail();
    clock.advance(5_000);
    const second = FakeSocket.latest();
    second.open();

    first.serverClose();
    first.receive({ type: 'common_send_date', data: { key: 'k' } });
    second.receive(REPLY);
    clock.advance(5_000);

    expect(FakeSocket.created).toHaveLength(2);
    expect(second.closed).toBe(false);
    expect(messages).toEqual([]);
  });

  it('retries 5 s after the socket cannot be created', () => {
    FakeSocket.failNext = true;
    const { clock, client } = start();
    expect(client.state()).toBe('reconnect-scheduled');

    clock.advance(5_000);

    expect(FakeSocket.created).toHaveLength(1);
  });

  it('keeps reconnecting while the server stays away', () => {
    const { clock } = start();

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      FakeSocket.latest().serverClose();
      clock.advance(5_000);
    }

    expect(FakeSocket.created).toHaveLength(4);
  });
});

describe('startGridSyncSocket: messages', () => {
  it.each<{ name: string; frame: unknown; routed: GridSyncMessage[] }>([
    {
      name: 'an update',
      frame: {
        type: 'update_vxe_table',
        data: { socketKey: 'k', args: [{ id: 'r1', a: 1 }, 'c'] },
      },
      routed: [
        {
          type: 'update_vxe_table',
          socketKey: 'k',
          caseId: 'c',
          row: { id: 'r1', values: { a: 1 } },
        },
      ],
    },
    {
      name: 'common data',
      frame: { type: 'common_send_date', data: { key: 'k', args: [1] } },
      routed: [{ type: 'common_send_date', key: 'k', args: [1] }],
    },
    { name: 'a heartbeat reply', frame: REPLY, routed: [] },
    { name: 'an unknown type', frame: { type: 'other', data: {} }, routed: [] },
    { name: 'malformed JSON', frame: '{"type":', routed: [] },
  ])('hands the listener $name as parsed', ({ frame, routed }) => {
    const { messages, socket } = startOpen();

    socket.receive(frame);

    expect(messages).toEqual(routed);
  });

  it('ignores a non-text frame', () => {
    const { messages, socket } = startOpen();

    socket.onmessage?.(new MessageEvent('message', { data: new ArrayBuffer(2) }));

    expect(messages).toEqual([]);
  });
});

describe('startGridSyncSocket: send', () => {
  const frame = buildUpdateMessage({ caseId: 'c', row: { id: 'r1', values: { a: 1 } } });

  it('sends a frame while connected, waiting for a reply or not', () => {
    const { client } = start();
    const socket = FakeSocket.latest();
    socket.open();

    expect(client.send(frame)).toBe(true);
    socket.receive(REPLY);
    expect(client.send(frame)).toBe(true);

    expect(socket.sent).toEqual([HEARTBEAT, frame, frame]);
  });

  it.each([
    { when: 'connecting', lose: () => {} },
    { when: 'a reconnect is scheduled', lose: (socket: FakeSocket) => socket.fail() },
  ])('drops a frame while $when', ({ lose }) => {
    const { client } = start();
    const socket = FakeSocket.latest();
    lose(socket);

    expect(client.send(frame)).toBe(false);
    expect(socket.sent).toEqual([]);
  });
});

describe('startGridSyncSocket: stop', () => {
  it('closes the connection and leaves no timer behind', () => {
    const { clock, client, socket } = startOpen();

    client.stop();
    clock.advance(60_000);

    expect(socket.closed).toBe(true);
    expect(socket.sent).toEqual([HEARTBEAT]);
    expect(FakeSocket.created).toHaveLength(1);
    expect(clock.pendingCount()).toBe(0);
    expect(client.state()).toBe('closed');
  });

  it.each([
    { when: 'a reply is awaited', prepare: (socket: FakeSocket) => socket.open() },
    { when: 'a reconnect is scheduled', prepare: (socket: FakeSocket) => socket.serverClose() },
  ])('cancels every timer while $when', ({ prepare }) => {
    const { clock, client } = start();
    prepare(FakeSocket.latest());

    client.stop();
    clock.advance(60_000);

    expect(FakeSocket.created).toHaveLength(1);
    expect(clock.pendingCount()).toBe(0);
  });

  it('delivers nothing and sends nothing after stopping', () => {
    const { client, messages, socket } = startOpen();

    client.stop();
    socket.receive({ type: 'common_send_date', data: { key: 'k' } });

    expect(messages).toEqual([]);
    expect(client.send('{}')).toBe(false);
  });
});
