/**
 * From typed openapi-fetch results to `Normalised<T>`, with T read from the generated types:
 * `unwrapSys(await http.sys.POST('/sys/login', { body }))` gives `Normalised<result type>`.
 * HTTP failures never get here: the pipeline has already shown them and rejected. `resultOf` then
 * gives the result or fails.
 */
import { OPERATION_FAILED } from '../../src/lib/messages';
import { normaliseReply } from './envelope';
import { ApiError } from './httpError';
import { uploadPathReply } from './requester';
import type { Normalised } from './types';

export interface TypedReply<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * `result` of a JeecgBoot Result. A reply typed as a bare array (getMultiUser, whose contract
 * also lists the error envelope) has the array as its result.
 */
export type SysResultOf<Data> = [Extract<Data, readonly unknown[]>] extends [never]
  ? Data extends { result?: infer Result }
    ? Result
    : unknown
  : Extract<Data, readonly unknown[]>;

/** `body` of a /cap reply. */
export type CapBodyOf<Data> = Data extends { body?: infer Body } ? Body : unknown;

function payloadOf<Data>(reply: TypedReply<Data>): unknown {
  return reply.data ?? reply.error ?? null;
}

export function unwrapSys<Data>(reply: TypedReply<Data>): Normalised<SysResultOf<Data>> {
  return normaliseReply(payloadOf(reply)) as Normalised<SysResultOf<Data>>;
}

export function unwrapCap<Data>(reply: TypedReply<Data>): Normalised<CapBodyOf<Data>> {
  return normaliseReply(payloadOf(reply)) as Normalised<CapBodyOf<Data>>;
}

/** /sys/common/upload: the stored file path is the reply's `message`. */
export function unwrapUpload<Data>(reply: TypedReply<Data>): Normalised<string> {
  return uploadPathReply(normaliseReply(payloadOf(reply)));
}

/**
 * The failure of a refused reply: the server's message, or `fallback` when it gave none.
 * `statusCode` is the reply code when it is an HTTP-like number (JeecgBoot uses 500, 510, 412…),
 * else 500: list endpoints answer `code: 0` even on failure, and `/cap` codes may be text.
 */
export function refusalOf(
  reply: Pick<Normalised<unknown>, 'code' | 'message'>,
  fallback: string = OPERATION_FAILED,
): ApiError {
  const message = reply.message.trim() === '' ? fallback : reply.message;
  return new ApiError(message, 'server', httpLikeStatus(reply.code));
}

function httpLikeStatus(code: number | string): number {
  const numeric = typeof code === 'number' ? code : /^\d+$/.test(code.trim()) ? Number(code) : NaN;
  return Number.isInteger(numeric) && numeric >= 100 && numeric <= 999 ? numeric : 500;
}

/**
 * The one way to read a reply: its `result`, or a rejection with `refusalOf` for `success: false`
 * (key off `success`, never `code`). HTTP failures never get here: the pipeline has already shown
 * them and rejected with a presented `ApiError`.
 */
export function resultOf<T>(reply: Normalised<T>, fallback?: string): T {
  if (!reply.success) throw refusalOf(reply, fallback);
  return reply.result;
}

/** As `resultOf`, for reads that cannot do without a result: a missing one is a refusal too. */
export function requiredResultOf<T>(reply: Normalised<T | null | undefined>, fallback?: string): T {
  const result = resultOf(reply, fallback);
  if (result === null || result === undefined) throw refusalOf(reply, fallback);
  return result;
}
