/** Table enhance records (spec 3: code → at most 16 kept per code, spec 9). A pure, immutable store. */
import { GRID_ENHANCE_RECORDS_PER_CODE } from '../constants';

/** code → its records, oldest first. */
export type EnhanceRecords<T> = ReadonlyMap<string, readonly T[]>;

export const emptyEnhanceRecords = <T>(): EnhanceRecords<T> => new Map<string, readonly T[]>();

/**
 * Appends `record` under `code` and keeps the newest GRID_ENHANCE_RECORDS_PER_CODE, dropping the
 * oldest. Returns a new store; other codes' lists are shared, the input is untouched.
 */
export function addEnhanceRecord<T>(
  records: EnhanceRecords<T>,
  code: string,
  record: T,
): EnhanceRecords<T> {
  const kept = [...(records.get(code) ?? []), record].slice(-GRID_ENHANCE_RECORDS_PER_CODE);
  return new Map(records).set(code, kept);
}

export function enhanceRecordsOf<T>(records: EnhanceRecords<T>, code: string): readonly T[] {
  return records.get(code) ?? [];
}
