import { describe, expect, it } from 'vitest';
import {
  buildHeartbeat,
  buildUpdateMessage,
  DEFAULT_SOCKET_KEY,
  gridSocketUrl,
  parseSyncMessage,
  patchChanges,
  rowsToApply,
  socketPath,
  type GridSyncMessage,
} from '../../../src/lib/grid/sync';

const frame = (value: unknown) => JSON.stringify(value);
const update = (args: unknown, socketKey: unknown = DEFAULT_SOCKET_KEY) =>
  frame({ type: 'update_vxe_table', data: { socketKey, args } });

describe('socketPath and gridSocketUrl (spec 7.6: /vxeSocket/{userId}/{pageId})', () => {
  it.each([
    {
      userId: 'e9ca23d68d884d4ebb19d07889727dae',
      pageId: 'p-1',
      path: '/vxeSocket/e9ca23d68d884d4ebb19d07889727dae/p-1',
    },
    { userId: 'a b', pageId: 'x/y?z', path: '/vxeSocket/a%20b/x%2Fy%3Fz' },
  ])('encodes $userId / $pageId as one segment each', ({ userId, pageId, path }) => {
    expect(socketPath(userId, pageId)).toBe(path);
  });

  const page = 'https://console.example.com/Home';

  it.each([
    {
      name: 'the API base on the page host over wss',
      parts: { wsBase: '', apiBase: '/admin', pageUrl: page, userId: 'u1', pageId: 'p1' },
      url: 'wss://console.example.com/admin/vxeSocket/u1/p1',
    },
    {
      name: 'a configured websocket base',
      parts: {
        wsBase: 'http://push.example.com/jeecg-boot/',
        apiBase: '/admin',
        pageUrl: page,
        userId: 'u1',
        pageId: 'p1',
      },
      url: 'ws://push.example.com/jeecg-boot/vxeSocket/u1/p1',
    },
    {
      name: 'nothing for a javascript: base',
      parts: {
        wsBase: 'javascript:alert(1)',
        apiBase: '/admin',
        pageUrl: page,
        userId: 'u1',
        pageId: 'p1',
      },
      url: undefined,
    },
    {
      name: 'nothing for an empty user id',
      parts: { wsBase: '', apiBase: '/admin', pageUrl: page, userId: '', pageId: 'p1' },
      url: undefined,
    },
    {
      name: "nothing for a '..' page id that would leave /vxeSocket",
      parts: { wsBase: '', apiBase: '/admin', pageUrl: page, userId: 'u1', pageId: '..' },
      url: undefined,
    },
    {
      name: "nothing for a '.' user id",
      parts: { wsBase: '', apiBase: '/admin', pageUrl: page, userId: '.', pageId: 'p1' },
      url: undefined,
    },
  ])('builds $name', ({ parts, url }) => {
    expect(gridSocketUrl(parts)).toBe(url);
  });
});

describe('buildHeartbeat and buildUpdateMessage (what a client sends)', () => {
  it('sends the heartbeat as {type: heart_beat, data: ""}', () => {
    expect(JSON.parse(buildHeartbeat())).toEqual({ type: 'heart_beat', data: '' });
  });

  it('sends an edited row as args [row with id, caseId] under the socket key', () => {
    const sent = buildUpdateMessage({
      caseId: 'case-a',
      socketKey: 'tug-plan',
      row: { id: 'r1', values: { name: '张三', age: 30 } },
    });

    expect(JSON.parse(sent)).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'tug-plan', args: [{ name: '张三', age: 30, id: 'r1' }, 'case-a'] },
    });
  });

  it('uses the default socket key and keeps the row id over a value named id', () => {
    const sent = buildUpdateMessage({ caseId: 'c', row: { id: 'r1', values: { id: 'other' } } });

    expect(JSON.parse(sent)).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: 'r1' }, 'c'] },
    });
  });

  it('round-trips through parseSyncMessage', () => {
    const row = { id: 'r9', values: { status: '1' } };

    expect(parseSyncMessage(buildUpdateMessage({ caseId: 'c1', row }))).toEqual({
      type: 'update_vxe_table',
      socketKey: 'vxe-default',
      caseId: 'c1',
      row,
    });
  });
});

describe('parseSyncMessage (never throws; null for anything it cannot route)', () => {
  it.each<{ name: string; raw: string; message: GridSyncMessage | null }>([
    {
      name: 'the server heartbeat reply',
      raw: frame({ type: 'heart_beat', data: true }),
      message: { type: 'heart_beat' },
    },
    {
      name: 'an update with a string id',
      raw: update([{ id: 'r1', name: '李四', qty: 2 }, 'case-b']),
      message: {
        type: 'update_vxe_table',
        socketKey: 'vxe-default',
        caseId: 'case-b',
        row: { id: 'r1', values: { name: '李四', qty: 2 } },
      },
    },
    {
      name: 'an update with numeric id and case id, read as text',
      raw: update([{ id: 7, done: true }, 42], 'k'),
      message: {
        type: 'update_vxe_table',
        socketKey: 'k',
        caseId: '42',
        row: { id: '7', values: { done: true } },
      },
    },
    {
      name: 'an update without case id',
      raw: update([{ id: 'r1' }]),
      message: {
        type: 'update_vxe_table',
        socketKey: 'vxe-default',
        caseId: undefined,
        row: { id: 'r1', values: {} },
      },
    },
    {
      name: 'common data with args',
      raw: frame({ type: 'common_send_date', data: { key: 'refresh', args: [1, 'x'] } }),
      message: { type: 'common_send_date', key: 'refresh', args: [1, 'x'] },
    },
    {
      name: 'common data without args',
      raw: frame({ type: 'common_send_date', data: { key: 'refresh' } }),
      message: { type: 'common_send_date', key: 'refresh', args: [] },
    },
    { name: 'malformed JSON', raw: '{"type":', message: null },
    { name: 'plain text', raw: 'HeartBeat', message: null },
    { name: 'a JSON array', raw: '[]', message: null },
    { name: 'JSON null', raw: 'null', message: null },
    { name: 'an unknown type', raw: frame({ type: 'update_form', data: {} }), message: null },
    { name: 'no type', raw: frame({ data: {} }), message: null },
    { name: 'an update without data', raw: frame({ type: 'update_vxe_table' }), message: null },
    {
      name: 'an update without socket key',
      raw: frame({ type: 'update_vxe_table', data: { args: [{ id: 1 }] } }),
      message: null,
    },
    { name: 'an update whose args are not a list', raw: update({ id: 1 }), message: null },
    { name: 'an update whose row is not an object', raw: update(['r1', 'c']), message: null },
    { name: 'an update whose row has no id', raw: update([{ name: 'x' }, 'c']), message: null },
    { name: 'an update whose row id is an object', raw: update([{ id: {} }, 'c']), message: null },
    {
      name: 'common data without key',
      raw: frame({ type: 'common_send_date', data: { args: [] } }),
      message: null,
    },
    {
      name: 'common data whose args are not a list',
      raw: frame({ type: 'common_send_date', data: { key: 'k', args: 'x' } }),
      message: null,
    },
  ])('reads $name', ({ raw, message }) => {
    expect(parseSyncMessage(raw)).toEqual(message);
  });

  it("drops a '__proto__' field: the values get no prototype and cannot pass one on", () => {
    const message = parseSyncMessage(
      update([JSON.parse('{"id":"r1","__proto__":{"admin":true},"a":1}'), 'c']),
    );
    const values = message?.type === 'update_vxe_table' ? message.row.values : {};
    const row = Object.assign({}, values);

    expect(Object.keys(values)).toEqual(['a']);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(row).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
});

describe('rowsToApply (spec 4: other clients update rows; the sender ignores its echo)', () => {
  const own = 'case-own';
  const patch = { id: 'r1', values: { name: '王五' } };
  const updateFrom = (
    caseId: string | undefined,
    socketKey = DEFAULT_SOCKET_KEY,
  ): GridSyncMessage => ({
    type: 'update_vxe_table',
    socketKey,
    caseId,
    row: patch,
  });

  it.each<{ name: string; message: GridSyncMessage; socketKey?: string; rows: unknown[] }>([
    {
      name: 'applies an update from another case id',
      message: updateFrom('case-other'),
      rows: [patch],
    },
    { name: 'applies an update without case id', message: updateFrom(undefined), rows: [patch] },
    { name: 'ignores our own echo', message: updateFrom(own), rows: [] },
    {
      name: 'ignores an update for another socket key',
      message: updateFrom('case-other', 'orders'),
      rows: [],
    },
    {
      name: 'applies an update for our own socket key',
      message: updateFrom('case-other', 'orders'),
      socketKey: 'orders',
      rows: [patch],
    },
    { name: 'ignores a heartbeat', message: { type: 'heart_beat' }, rows: [] },
    {
      name: 'ignores common data',
      message: { type: 'common_send_date', key: 'k', args: [] },
      rows: [],
    },
  ])('$name', ({ message, socketKey, rows }) => {
    expect(rowsToApply(message, own, socketKey)).toEqual(rows);
  });
});

describe('patchChanges (what a received row update changes here)', () => {
  const rows = [
    { id: 1, name: '张三', qty: 2 },
    { id: 'b', name: '李四', qty: 5 },
  ];

  it('keeps only the values that differ and the ones they replace, matching ids as text', () => {
    expect(
      patchChanges({ rows, rowKey: 'id' }, [
        { id: '1', values: { name: '张三', qty: 3, note: '新' } },
      ]),
    ).toEqual([{ id: 1, values: { qty: 3, note: '新' }, replaced: { qty: 2, note: undefined } }]);
  });

  it('drops rows this table does not hold and patches that change nothing', () => {
    expect(
      patchChanges({ rows, rowKey: 'id' }, [
        { id: 'zz', values: { name: '王五' } },
        { id: 'b', values: { name: '李四', qty: 5 } },
      ]),
    ).toEqual([]);
  });

  it('never rewrites the row key from a patch value', () => {
    expect(
      patchChanges({ rows, rowKey: 'id' }, [{ id: 'b', values: { id: 'c', qty: 6 } }]),
    ).toEqual([{ id: 'b', values: { qty: 6 }, replaced: { qty: 5 } }]);
  });
});
