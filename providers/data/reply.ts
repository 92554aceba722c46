import { ApiError } from '../http/httpError';
import { UNRECOGNISED_DATA_TYPE } from '../../src/lib/messages';

export interface ListPage<Row = unknown> {
  rows: Row[];
  total: number;
}

/** A list result as the contract types it: a page of `records`, or the bare rows (tree lists). */
export type ListResult<Row> =
  { records?: readonly Row[] | null; total?: unknown } | readonly Row[] | null | undefined;

const isRows = <Row>(value: unknown): value is readonly Row[] => Array.isArray(value);

const unrecognised = () => new ApiError(UNRECOGNISED_DATA_TYPE, 'server');

/**
 * Rows and total from a list result (spec 7.5): an `IPage` gives `records` and `total`; a bare
 * array (tree endpoints) is the rows; a missing `total` falls back to the row count; no result at
 * all (e.g. /sys/user/list for a department without users) is an empty list. The rows keep the
 * type the contract gives the result.
 */
export function listPageOf<Row>(result: ListResult<Row>): ListPage<Row> {
  if (result === null || result === undefined) return { rows: [], total: 0 };
  if (isRows<Row>(result)) return { rows: [...result], total: result.length };
  const { records, total } = result;
  // Spec 8.2: a list reply that is neither rows nor a page.
  if (!isRows<Row>(records)) throw unrecognised();
  return { rows: [...records], total: isCount(total) ? total : records.length };
}

const isListResult = (value: unknown): value is ListResult<unknown> =>
  value === null || value === undefined || typeof value === 'object';

/** `listPageOf` for a result of no known type (Refine's generic list calls). */
export function extractListPage(result: unknown): ListPage {
  if (!isListResult(result)) throw unrecognised();
  return listPageOf(result);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A result usable as a record: a plain object (not null, not an array, not a message string). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
