import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLUMN_WIDTH,
  EMPTY_CELL,
  cellText,
  columnLayoutsOf,
} from '../../../src/lib/dynamic';

describe('columnLayoutsOf', () => {
  it('keeps the order, fills width and alignment, and drops a field named twice', () => {
    expect(
      columnLayoutsOf([
        { field: 'branchNo', title: '联行号', width: 140 },
        { field: 'bankCode', title: '所属银行', dictCode: 'dyn_bank_code' },
        { field: 'riskLevel', title: '风险等级', align: 'right', width: 90 },
        { field: 'branchNo', title: '联行号（重复）' },
        { field: 'city', title: '所在城市', dictCode: '' },
      ]),
    ).toEqual([
      { field: 'branchNo', title: '联行号', dictCode: undefined, width: 140, align: 'left' },
      {
        field: 'bankCode',
        title: '所属银行',
        dictCode: 'dyn_bank_code',
        width: DEFAULT_COLUMN_WIDTH,
        align: 'left',
      },
      { field: 'riskLevel', title: '风险等级', dictCode: undefined, width: 90, align: 'right' },
      {
        field: 'city',
        title: '所在城市',
        dictCode: undefined,
        width: DEFAULT_COLUMN_WIDTH,
        align: 'left',
      },
    ]);
  });

  it.each([
    [null, EMPTY_CELL],
    [undefined, EMPTY_CELL],
    ['', EMPTY_CELL],
    ['杭州', '杭州'],
  ])('cellText(%j) is %j', (value, expected) => {
    expect(cellText(value)).toBe(expected);
  });
});
