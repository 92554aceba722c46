import { describe, expect, it } from 'vitest';
import { searchFiltersOf, type DynSearchValues } from '../../../src/lib/dynamic';
import type { DynSearchFieldSpec } from '../../../src/lib/dynamic';

const FIELDS: DynSearchFieldSpec[] = [
  { field: 'bankCode', label: '所属银行', widget: 'select', dictCode: 'dyn_bank_code' },
  { field: 'branchName', label: '网点名称', widget: 'input' },
  { field: 'effectiveDate', label: '生效日期', widget: 'dateRange' },
];

describe('searchFiltersOf', () => {
  it.each<[string, DynSearchValues, Record<string, string>]>([
    ['nothing filled', {}, {}],
    ['text trimmed', { branchName: '  杭州 ' }, { branchName: '杭州' }],
    ['blank text left out', { branchName: '   ' }, {}],
    ['a dictionary value as it is', { bankCode: '102' }, { bankCode: '102' }],
    ['an empty select left out', { bankCode: '' }, {}],
    [
      'a date range as _begin and _end',
      { effectiveDate: ['2026-11-01', '2026-11-30'] },
      { effectiveDate_begin: '2026-11-01', effectiveDate_end: '2026-11-30' },
    ],
    [
      'an open range end',
      { effectiveDate: ['2026-11-01', undefined] },
      { effectiveDate_begin: '2026-11-01' },
    ],
    ['a cleared range', { effectiveDate: null }, {}],
    ['a field the descriptor lacks', { certNo: '3301' }, {}],
    ['a range given to a text field', { branchName: ['a', 'b'] }, {}],
  ])('%s', (_name, values, expected) => {
    expect(searchFiltersOf(FIELDS, values)).toEqual(expected);
  });
});
