/**
 * The generic requester of types.ts and the helper forms of spec 7.1 built on it, for callers whose
 * path is data. Every call goes through the full pipeline; HTTP failures reject with a presented
 * ApiError, replies (business failures included) resolve normalised.
 */
import { isRecord } from '../../src/lib/guards';
import { readDownload, type DownloadedFile } from './download';
import { normaliseReplyText } from './envelope';
import { BINARY_MARKER, markerHeaders, SIGNED_MARKER } from './markers';
import type { Handler } from './pipeline';
import type { HttpMethod, JsonRequester, Normalised, RequestOptions } from './types';

export type QueryParams = NonNullable<RequestOptions['query']>;

/** /sys/common/upload answers with the stored path in `message` (architecture, "Two envelopes"). */
const UPLOAD_PATH = '/sys/common/upload';

export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const url = new URL(/^https?:\/\//i.test(path) ? path : `${baseUrl}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
  }
  return url.href;
}

export function buildRequest(
  baseUrl: string,
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Request {
  const headers: Record<string, string> = options.signed ? markerHeaders(SIGNED_MARKER) : {};
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return new Request(buildUrl(baseUrl, path, options.query), {
    method: method.toUpperCase(),
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
  });
}

export function uploadPathReply(reply: Normalised<unknown>): Normalised<string> {
  return { ...reply, result: reply.success ? reply.message : '' };
}

export function createRequester(baseUrl: string, handler: Handler): JsonRequester {
  return async <T>(method: HttpMethod, path: string, options?: RequestOptions) => {
    const response = await handler(buildRequest(baseUrl, method, path, options));
    const reply = normaliseReplyText(await response.text());
    const isUpload = new URL(buildUrl(baseUrl, path)).pathname.endsWith(UPLOAD_PATH);
    return (isUpload ? uploadPathReply(reply) : reply) as Normalised<T>;
  };
}

/** Scalars of a GET / DELETE parameter object; the old helpers sent nothing else in a query. */
function queryOf(data: unknown): QueryParams {
  if (!isRecord(data)) return {};
  const query: QueryParams = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[key] = value;
    }
  }
  return query;
}

export interface RequestHelpers {
  signedPost<T = unknown>(path: string, body?: unknown): Promise<Normalised<T>>;
  /** GET and DELETE send `data` as the query, other methods as the JSON body. */
  signedRequest<T = unknown>(
    method: HttpMethod,
    path: string,
    data?: unknown,
  ): Promise<Normalised<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<Normalised<T>>;
  signedGet<T = unknown>(path: string, query?: QueryParams): Promise<Normalised<T>>;
  deleteWithParams<T = unknown>(path: string, query?: QueryParams): Promise<Normalised<T>>;
  blobGet(path: string, query?: QueryParams): Promise<Normalised<DownloadedFile | null>>;
}

export function createRequestHelpers(
  baseUrl: string,
  handler: Handler,
  request: JsonRequester,
): RequestHelpers {
  return {
    signedPost: (path, body) => request('post', path, { body, signed: true }),
    signedRequest: (method, path, data) =>
      method === 'get' || method === 'delete'
        ? request(method, path, { query: queryOf(data), signed: true })
        : request(method, path, { body: data, signed: true }),
    put: (path, body) => request('put', path, { body }),
    signedGet: (path, query) => request('get', path, { query, signed: true }),
    deleteWithParams: (path, query) => request('delete', path, { query }),
    blobGet: async (path, query) => {
      const download = new Request(buildUrl(baseUrl, path, query), {
        headers: markerHeaders(BINARY_MARKER),
      });
      return readDownload(await handler(download));
    },
  };
}
