import { describe, expect, it } from 'vitest';
import { GRID_ENHANCE_RECORDS_PER_CODE } from '../../../src/lib/constants';
import {
  addEnhanceRecord,
  emptyEnhanceRecords,
  enhanceRecordsOf,
  type EnhanceRecords,
} from '../../../src/lib/grid/enhance';

const fill = (records: EnhanceRecords<number>, code: string, count: number, from = 1) => {
  let next = records;
  for (let index = 0; index < count; index += 1) next = addEnhanceRecord(next, code, from + index);
  return next;
};

describe('table enhance records (spec 3, 9: at most 16 per code)', () => {
  it('caps at 16', () => {
    expect(GRID_ENHANCE_RECORDS_PER_CODE).toBe(16);
  });

  it.each([
    [1, [1]],
    [16, Array.from({ length: 16 }, (_, index) => index + 1)],
    [17, Array.from({ length: 16 }, (_, index) => index + 2)],
    [40, Array.from({ length: 16 }, (_, index) => index + 25)],
  ])('after %i records keeps the newest, oldest first', (count, expected) => {
    expect(enhanceRecordsOf(fill(emptyEnhanceRecords(), 'a', count), 'a')).toEqual(expected);
  });

  it('keeps codes apart and leaves the input untouched', () => {
    const before = fill(emptyEnhanceRecords<number>(), 'a', 16);
    const withB = addEnhanceRecord(before, 'b', 100);
    const after = addEnhanceRecord(withB, 'a', 17);
    expect(enhanceRecordsOf(after, 'b')).toEqual([100]);
    expect(enhanceRecordsOf(after, 'b')).toBe(enhanceRecordsOf(withB, 'b'));
    expect(enhanceRecordsOf(before, 'a')).toHaveLength(16);
    expect(enhanceRecordsOf(before, 'a')[0]).toBe(1);
    expect(enhanceRecordsOf(after, 'a')[0]).toBe(2);
    expect(before.has('b')).toBe(false);
  });

  it('has no records for an unknown code', () => {
    expect(enhanceRecordsOf(emptyEnhanceRecords(), '__proto__')).toEqual([]);
  });
});
