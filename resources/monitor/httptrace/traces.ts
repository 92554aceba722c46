/**
 * HTTP traces as the 请求追踪 page shows them (spec 2.7): the console's own and preflight requests
 * left out (as JeecgBoot's page does), credentials masked before anything is kept or shown
 * (CVE-2021-37304: traces carry tokens and cookies), the query string dropped from the URL for
 * the same reason, and filters by method and status class.
 */
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../../src/lib/constants';
import type { HttpTrace } from '../shared/replies';

/** What a masked header value shows. */
export const MASKED = '******';

/** Headers that carry credentials (lower case). */
const SENSITIVE_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-access-token',
  'x-auth-token',
  'x-sign',
]);

export interface TraceHeader {
  name: string;
  value: string;
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

export interface TraceRow {
  key: string;
  /** 请求时间, local. */
  time: string;
  method: string;
  /** 请求URL: the path only. */
  path: string;
  status: number;
  /** 请求耗时 in ms. */
  timeTaken: number | null;
  remoteAddress: string;
  requestHeaders: TraceHeader[];
  responseHeaders: TraceHeader[];
}

export interface TraceFilter {
  method?: string;
  status?: StatusClass;
}

export const isSensitiveHeader = (name: string): boolean =>
  SENSITIVE_HEADERS.has(name.toLowerCase());

/** Header name → values as name/value pairs, credentials masked. */
export function maskHeaders(headers: Readonly<Record<string, readonly string[]>> | undefined) {
  return Object.entries(headers ?? {}).map(([name, values]): TraceHeader => ({
    name,
    value: isSensitiveHeader(name) ? MASKED : values.join(', '),
  }));
}

/** The path of a traced URI, without origin or query (a query may carry a token). */
export function pathOf(uri: string): string {
  try {
    return new URL(uri, 'http://localhost').pathname;
  } catch {
    return uri.split(/[?#]/)[0] ?? '';
  }
}

/** Preflights and the page's own reads are noise (JeecgBoot's page drops them too). */
export const isShownTrace = (trace: HttpTrace): boolean =>
  trace.request.method !== 'OPTIONS' && !pathOf(trace.request.uri).endsWith('/actuator/httptrace');

export function traceRows(traces: readonly HttpTrace[]): TraceRow[] {
  return traces.filter(isShownTrace).map((trace, index) => ({
    key: `${trace.timestamp}#${index}`,
    time: dayjs(trace.timestamp).isValid()
      ? dayjs(trace.timestamp).format(DATE_TIME_FORMAT)
      : trace.timestamp,
    method: trace.request.method,
    path: pathOf(trace.request.uri),
    status: trace.response.status,
    timeTaken: trace.timeTaken ?? null,
    remoteAddress: trace.request.remoteAddress ?? '',
    requestHeaders: maskHeaders(trace.request.headers),
    responseHeaders: maskHeaders(trace.response.headers),
  }));
}

export function statusClassOf(status: number): StatusClass | undefined {
  const hundreds = Math.floor(status / 100);
  return hundreds >= 2 && hundreds <= 5 ? (`${hundreds}xx` as StatusClass) : undefined;
}

export function filterTraces(rows: readonly TraceRow[], filter: TraceFilter): TraceRow[] {
  return rows.filter(
    (row) =>
      (!filter.method || row.method === filter.method) &&
      (!filter.status || statusClassOf(row.status) === filter.status),
  );
}

/** Tag colour of a response time, as JeecgBoot's page grades it. */
export function durationColor(ms: number): string {
  if (ms < 500) return 'green';
  if (ms < 1000) return 'cyan';
  if (ms < 1500) return 'orange';
  return 'red';
}

const STATUS_COLORS: Record<StatusClass, string> = {
  '2xx': 'green',
  '3xx': 'cyan',
  '4xx': 'orange',
  '5xx': 'red',
};

export const statusColor = (status: number): string | undefined => {
  const statusClass = statusClassOf(status);
  return statusClass ? STATUS_COLORS[statusClass] : undefined;
};
