/**
 * From typed openapi-fetch results to `Normalised<T>`, with T read from the generated types:
 * `unwrapSys(await http.sys.POST('/sys/login', { body }))` gives `Normalised<result type>`.
 * HTTP failures never get here: the pipeline has already shown them and rejected.
 */
import { normaliseReply } from './envelope';
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
