import { describe, expect, it } from 'vitest';
import {
  durationColor,
  filterTraces,
  isSensitiveHeader,
  maskHeaders,
  MASKED,
  pathOf,
  statusClassOf,
  traceRows,
} from '../../../resources/monitor/httptrace/traces';
import type { HttpTrace } from '../../../resources/monitor/shared/replies';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret';

const trace = (method: string, uri: string, status: number, timeTaken = 10): HttpTrace => ({
  timestamp: '2026-11-21T02:15:42.318Z',
  timeTaken,
  request: {
    method,
    uri,
    remoteAddress: '10.20.1.15',
    headers: { 'X-Access-Token': [TOKEN], accept: ['application/json'] },
  },
  response: { status, headers: { 'Set-Cookie': ['JSESSIONID=1'], 'Content-Type': ['text/html'] } },
});

describe('trace masking', () => {
  it.each([
    ['Authorization', true],
    ['x-access-token', true],
    ['X-Access-Token', true],
    ['Cookie', true],
    ['set-cookie', true],
    ['Proxy-Authorization', true],
    ['X-Sign', true],
    ['accept', false],
    ['tenant-id', false],
  ])('%s is sensitive: %s', (name, sensitive) => {
    expect(isSensitiveHeader(name)).toBe(sensitive);
  });

  it('masks credentials and joins the other values', () => {
    expect(
      maskHeaders({
        authorization: ['Bearer abc'],
        cookie: ['a=1', 'b=2'],
        accept: ['text/html', 'application/json'],
      }),
    ).toEqual([
      { name: 'authorization', value: MASKED },
      { name: 'cookie', value: MASKED },
      { name: 'accept', value: 'text/html, application/json' },
    ]);
    expect(maskHeaders(undefined)).toEqual([]);
  });

  it('keeps no token anywhere in the rows', () => {
    const rows = traceRows([trace('GET', `http://h/admin/sys/user/list?token=${TOKEN}`, 200)]);
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
    expect(rows[0]?.requestHeaders).toContainEqual({ name: 'X-Access-Token', value: MASKED });
    expect(rows[0]?.responseHeaders).toContainEqual({ name: 'Set-Cookie', value: MASKED });
  });
});

describe('trace rows', () => {
  it.each([
    ['http://10.20.0.11:8080/admin/sys/user/list?_t=1&pageNo=1', '/admin/sys/user/list'],
    ['/admin/sys/user/edit#x', '/admin/sys/user/edit'],
  ])('shows %s as the path %s', (uri, path) => {
    expect(pathOf(uri)).toBe(path);
  });

  it('leaves out preflights and the page’s own reads', () => {
    const rows = traceRows([
      trace('OPTIONS', 'http://h/admin/sys/position/add', 200),
      trace('GET', 'http://h/admin/actuator/httptrace?_t=1', 200),
      trace('POST', 'http://h/admin/sys/position/add', 200, 612),
    ]);
    expect(rows.map((row) => [row.method, row.path, row.status, row.timeTaken])).toEqual([
      ['POST', '/admin/sys/position/add', 200, 612],
    ]);
  });

  it('filters by method and status class', () => {
    const rows = traceRows([
      trace('GET', '/a', 200),
      trace('POST', '/b', 500),
      trace('GET', '/c', 404),
      trace('PUT', '/d', 302),
    ]);
    expect(filterTraces(rows, {}).map((row) => row.path)).toEqual(['/a', '/b', '/c', '/d']);
    expect(filterTraces(rows, { method: 'GET' }).map((row) => row.path)).toEqual(['/a', '/c']);
    expect(filterTraces(rows, { status: '4xx' }).map((row) => row.path)).toEqual(['/c']);
    expect(filterTraces(rows, { method: 'GET', status: '5xx' })).toEqual([]);
  });

  it.each([
    [200, '2xx'],
    [302, '3xx'],
    [401, '4xx'],
    [503, '5xx'],
    [101, undefined],
  ])('status %s is in class %s', (status, statusClass) => {
    expect(statusClassOf(status)).toBe(statusClass);
  });

  it.each([
    [38, 'green'],
    [612, 'cyan'],
    [1203, 'orange'],
    [1650, 'red'],
  ])('a %s ms response is %s', (ms, color) => {
    expect(durationColor(ms)).toBe(color);
  });
});
