import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildFilterParams } from '../../../providers/data/filters';
import { searchFilters } from '../../../resources/kit/searchFilters';
import type { SearchFieldDecl } from '../../../resources/kit';

const FIELDS: SearchFieldDecl[] = [
  { kind: 'text', field: 'name', label: '名称' },
  { kind: 'text', field: 'code', label: '编码', operator: 'startswith' },
  { kind: 'dict', field: 'postRank', label: '职级', dictCode: 'position_rank' },
  { kind: 'select', field: 'status', label: '状态', options: [{ value: '1', label: '正常' }] },
  { kind: 'dateRange', field: 'createTime', label: '创建时间' },
  { kind: 'dateRange', field: 'sendTime', label: '发送时间', withTime: true },
];

/** What the list GET carries for these values (spec 7.5; jeecg-contracts §1.4). */
const paramsOf = (values: Record<string, unknown>) =>
  buildFilterParams(searchFilters(FIELDS, values));

describe('searchFilters', () => {
  it('text fields match with LIKE unless declared otherwise, trimmed', () => {
    expect(paramsOf({ name: ' 经理 ', code: 'fin' })).toEqual({ name: '*经理*', code: 'fin*' });
  });

  it('dictionary and select values match exactly', () => {
    expect(paramsOf({ postRank: '4', status: '1' })).toEqual({ postRank: '4', status: '1' });
  });

  it('a day range sends _begin/_end dates, a time range full date-times', () => {
    expect(
      paramsOf({
        createTime: [dayjs('2026-01-01 08:30'), dayjs('2026-01-31 20:00')],
        sendTime: [dayjs('2026-02-01 08:30:05'), null],
      }),
    ).toEqual({
      createTime_begin: '2026-01-01',
      createTime_end: '2026-01-31',
      sendTime_begin: '2026-02-01 08:30:05',
    });
  });

  it('blank values, cleared ranges and unknown fields give no condition', () => {
    expect(
      searchFilters(FIELDS, {
        name: '  ',
        postRank: undefined,
        status: null,
        createTime: [null, null],
        sendTime: null,
        other: 'x',
      }),
    ).toEqual([]);
  });
});
