import type { Normalised } from '../http/types';
import { DataProviderError } from './errors';

/** JeecgBoot's own wording when a failure carries no message. */
export const FALLBACK_FAILURE_MESSAGE = '操作失败';
/** Spec 8.2: a list reply that is neither rows nor a page. */
export const UNRECOGNISED_REPLY_MESSAGE = '返回数据类型不识别';

/**
 * `success: false` → a Refine `HttpError` carrying the server message (spec 8.2: shown to the user
 * as a warning). `statusCode` is the reply code when it is an HTTP-like number (JeecgBoot uses
 * 500, 510, 412…), else 500: list endpoints answer `code: 0` even on failure, and `/cap` codes may
 * be text.
 */
export function failureToError(reply: Normalised<unknown>): DataProviderError {
  const message = reply.message.trim() === '' ? FALLBACK_FAILURE_MESSAGE : reply.message;
  return new DataProviderError(message, 'server', httpLikeStatus(reply.code));
}

function httpLikeStatus(code: number | string): number {
  const numeric = typeof code === 'number' ? code : /^\d+$/.test(code.trim()) ? Number(code) : NaN;
  return Number.isInteger(numeric) && numeric >= 100 && numeric <= 999 ? numeric : 500;
}

/** The reply's `result`, or the rejection for a failed reply. Key off `success`, never `code`. */
export function resultOf<T>(reply: Normalised<T>): T {
  if (!reply.success) throw failureToError(reply);
  return reply.result;
}

export interface ListPage {
  rows: unknown[];
  total: number;
}

/**
 * Rows and total from a list result (spec 7.5): an `IPage` gives `records` and `total`; a bare
 * array (tree endpoints) is the rows; a missing `total` falls back to the row count; no result at
 * all (e.g. /sys/user/list for a department without users) is an empty list.
 */
export function extractListPage(result: unknown): ListPage {
  if (result === null || result === undefined) return { rows: [], total: 0 };
  if (Array.isArray(result)) return { rows: result, total: result.length };
  if (typeof result === 'object' && 'records' in result && Array.isArray(result.records)) {
    const rows: unknown[] = result.records;
    const total = 'total' in result && isCount(result.total) ? result.total : rows.length;
    return { rows, total };
  }
  throw new DataProviderError(UNRECOGNISED_REPLY_MESSAGE, 'server');
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A result usable as a record: a plain object (not null, not an array, not a message string). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
