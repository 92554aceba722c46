import { ApiError } from '../http/httpError';
import { UNRECOGNISED_DATA_TYPE } from '../../src/lib/messages';

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
  // Spec 8.2: a list reply that is neither rows nor a page.
  throw new ApiError(UNRECOGNISED_DATA_TYPE, 'server');
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A result usable as a record: a plain object (not null, not an array, not a message string). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
