// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  noticeSocketUrl,
  parseNoticeMessage,
  startNoticeSocket,
  type NoticeMessage,
} from '../../../src/lib/noticeSocket';
import { FakeSocket, manualClock } from './fakeSocket';

const URL = 'wss://console.example.com/admin/websocket?token=t0k';

function start() {
  const clock = manualClock();
  const notices: NoticeMessage[] = [];
  const socket = startNoticeSocket({
    url: URL,
    onNotice: (message) => notices.push(message),
    WebSocket: FakeSocket,
    schedule: clock.schedule,
  });
  return { clock, notices, socket };
}

beforeEach(() => FakeSocket.reset());

describe('startNoticeSocket: connection and heartbeat', () => {
  it('connects to the given URL at once', () => {
    start();

    expect(FakeSocket.created.map((socket) => socket.url)).toEqual([URL]);
  });

  it('sends HeartBeat every 10 s while the server keeps answering', () => {
    const { clock } = start();
    const socket = FakeSocket.latest();
    socket.open();

    clock.advance(9_999);
    expect(socket.sent).toEqual([]);
    clock.advance(1);
    expect(socket.sent).toEqual(['HeartBeat']);
    socket.receive({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    clock.advance(10_000);
    socket.receive({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    clock.advance(10_000);

    expect(socket.sent).toEqual(['HeartBeat', 'HeartBeat', 'HeartBeat']);
    expect(FakeSocket.created).toHaveLength(1);
    expect(socket.closed).toBe(false);
  });

  it('sends no heartbeat before the connection is open', () => {
    const { clock } = start();

    clock.advance(15_000);

    expect(FakeSocket.latest().sent).toEqual([]);
  });
});

describe('startNoticeSocket: dead connections (spec 9: 20 s)', () => {
  it('treats 20 s without any message as dead, closes it and reconnects 5 s later', () => {
    const { clock } = start();
    const first = FakeSocket.latest();
    first.open();

    clock.advance(19_999);
    expect(first.closed).toBe(false);
    clock.advance(1);
    expect(first.closed).toBe(true);
    clock.advance(4_999);
    expect(FakeSocket.created).toHaveLength(1);
    clock.advance(1);

    expect(FakeSocket.created).toHaveLength(2);
    expect(FakeSocket.latest().url).toBe(URL);
  });

  it('counts from the last message, not from the opening', () => {
    const { clock } = start();
    const socket = FakeSocket.latest();
    socket.open();

    clock.advance(15_000);
    socket.receive('plain text counts as life too');
    clock.advance(19_999);
    expect(socket.closed).toBe(false);
    clock.advance(1);

    expect(socket.closed).toBe(true);
  });

  it('gives up on a connection that never opens after 20 s', () => {
    const { clock } = start();

    clock.advance(20_000);
    expect(FakeSocket.latest().closed).toBe(true);
    clock.advance(5_000);

    expect(FakeSocket.created).toHaveLength(2);
  });
});

describe('startNoticeSocket: reconnecting (spec 4: 5 s, unless already waiting)', () => {
  it.each([
    { event: 'a close', lose: (socket: FakeSocket) => socket.serverClose() },
    { event: 'an error', lose: (socket: FakeSocket) => socket.fail() },
  ])('reconnects 5 s after $event', ({ lose }) => {
    const { clock } = start();
    const first = FakeSocket.latest();
    first.open();

    lose(first);
    clock.advance(4_999);
    expect(FakeSocket.created).toHaveLength(1);
    clock.advance(1);

    expect(FakeSocket.created).toHaveLength(2);
  });

  it('waits once for an error followed by a close', () => {
    const { clock } = start();
    const first = FakeSocket.latest();
    first.open();

    first.fail();
    first.serverClose();
    clock.advance(5_000);
    FakeSocket.latest().open();
    clock.advance(5_000);

    expect(FakeSocket.created).toHaveLength(2);
  });

  it('ignores late events of a connection it already gave up', () => {
    const { clock } = start();
    const first = FakeSocket.latest();
    first.open();
    first.fail();
    clock.advance(5_000);
    const second = FakeSocket.latest();
    second.open();

    first.serverClose();
    first.receive({ cmd: 'user' });
    clock.advance(5_000);

    expect(FakeSocket.created).toHaveLength(2);
    expect(second.closed).toBe(false);
  });

  it('retries 5 s after the browser refuses to create the socket', () => {
    FakeSocket.failNext = true;
    const { clock } = start();
    expect(FakeSocket.created).toHaveLength(0);

    clock.advance(5_000);

    expect(FakeSocket.created).toHaveLength(1);
  });

  it('reads the address afresh for every connection', () => {
    const clock = manualClock();
    const addresses = [
      undefined,
      'wss://h/admin/websocket?token=a',
      'wss://h/admin/websocket?token=b',
    ];
    startNoticeSocket({
      url: () => addresses.shift(),
      onNotice: () => {},
      WebSocket: FakeSocket,
      schedule: clock.schedule,
    });
    expect(FakeSocket.created).toHaveLength(0);

    clock.advance(5_000);
    FakeSocket.latest().serverClose();
    clock.advance(5_000);

    expect(FakeSocket.created.map((socket) => socket.url)).toEqual([
      'wss://h/admin/websocket?token=a',
      'wss://h/admin/websocket?token=b',
    ]);
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

describe('startNoticeSocket: notices', () => {
  it.each([
    { frame: { cmd: 'topic', msgId: 'a1', msgTxt: '全体通知' }, notice: true },
    { frame: { cmd: 'user', msgId: 'u1', msgTxt: '个人消息' }, notice: true },
    { frame: { cmd: 'heartcheck', msgTxt: '心跳响应' }, notice: false },
    { frame: { cmd: 'other' }, notice: false },
    { frame: { msgTxt: 'no cmd' }, notice: false },
    { frame: 'HeartBeat', notice: false },
    { frame: '{"cmd":', notice: false },
  ])('calls onNotice for $frame: $notice', ({ frame, notice }) => {
    const { notices } = start();
    const socket = FakeSocket.latest();
    socket.open();

    socket.receive(frame);

    expect(notices).toEqual(notice ? [frame] : []);
  });
});

describe('startNoticeSocket: stop', () => {
  it('closes the connection and leaves no timer behind', () => {
    const { clock, socket: client } = start();
    const socket = FakeSocket.latest();
    socket.open();

    client.stop();
    clock.advance(60_000);

    expect(socket.closed).toBe(true);
    expect(socket.sent).toEqual([]);
    expect(FakeSocket.created).toHaveLength(1);
    expect(clock.pendingCount()).toBe(0);
  });

  it('cancels a reconnect that was waiting', () => {
    const { clock, socket: client } = start();
    FakeSocket.latest().serverClose();

    client.stop();
    clock.advance(10_000);

    expect(FakeSocket.created).toHaveLength(1);
    expect(clock.pendingCount()).toBe(0);
  });

  it('delivers nothing after stopping', () => {
    const onNotice = vi.fn();
    const client = startNoticeSocket({
      url: URL,
      onNotice,
      WebSocket: FakeSocket,
      schedule: manualClock().schedule,
    });
    const socket = FakeSocket.latest();
    socket.open();

    client.stop();
    socket.receive({ cmd: 'user' });

    expect(onNotice).not.toHaveBeenCalled();
  });
});

describe('startNoticeSocket: real timers by default', () => {
  it('uses setTimeout when no schedule is given', () => {
    vi.useFakeTimers();
    try {
      const client = startNoticeSocket({ url: URL, onNotice: () => {}, WebSocket: FakeSocket });
      FakeSocket.latest().serverClose();
      vi.advanceTimersByTime(5_000);

      expect(FakeSocket.created).toHaveLength(2);
      client.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('noticeSocketUrl', () => {
  const page = 'https://console.example.com/Home?x=1';

  it.each([
    {
      name: 'the API base on the page host over wss',
      parts: { wsBase: '', apiBase: '/admin', pageUrl: page },
      url: 'wss://console.example.com/admin/websocket?token=abc',
    },
    {
      name: 'plain ws for an http page',
      parts: { wsBase: '', apiBase: '/admin/', pageUrl: 'http://127.0.0.1:4573/Home' },
      url: 'ws://127.0.0.1:4573/admin/websocket?token=abc',
    },
    {
      name: 'an absolute API base',
      parts: { wsBase: '', apiBase: 'https://api.example.com/jeecg-boot', pageUrl: page },
      url: 'wss://api.example.com/jeecg-boot/websocket?token=abc',
    },
    {
      name: 'a configured websocket base',
      parts: { wsBase: 'wss://push.example.com/jeecg-boot', apiBase: '/admin', pageUrl: page },
      url: 'wss://push.example.com/jeecg-boot/websocket?token=abc',
    },
    {
      name: 'a configured http base, switched to ws',
      parts: { wsBase: 'http://push.example.com/', apiBase: '/admin', pageUrl: page },
      url: 'ws://push.example.com/websocket?token=abc',
    },
    {
      name: 'nothing for a javascript: base',
      parts: { wsBase: 'javascript:alert(1)', apiBase: '/admin', pageUrl: page },
      url: undefined,
    },
    {
      name: 'nothing for an unparsable base',
      parts: { wsBase: 'http://[', apiBase: '/admin', pageUrl: page },
      url: undefined,
    },
  ])('builds $name', ({ parts, url }) => {
    expect(noticeSocketUrl({ ...parts, token: 'abc' })).toBe(url);
  });

  it('encodes the token', () => {
    const url = noticeSocketUrl({
      wsBase: '',
      apiBase: '/admin',
      pageUrl: page,
      token: 'a+b/c=&d',
    });

    expect(new globalThis.URL(url ?? '').searchParams.get('token')).toBe('a+b/c=&d');
  });
});

describe('parseNoticeMessage', () => {
  it.each([
    { data: '{"cmd":"user","msgId":"1"}', message: { cmd: 'user', msgId: '1' } },
    { data: '{"cmd":1}', message: undefined },
    { data: '[]', message: undefined },
    { data: 'null', message: undefined },
    { data: 'HeartBeat', message: undefined },
    { data: new ArrayBuffer(2), message: undefined },
  ])('reads $data', ({ data, message }) => {
    expect(parseNoticeMessage(data)).toEqual(message);
  });
});
