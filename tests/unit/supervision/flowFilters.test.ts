import { describe, expect, it } from 'vitest';
import {
  MAX_FLOW_RANGE_DAYS,
  defaultFlowRange,
  flowFilters,
  rangeDays,
  type FlowSearchInput,
} from '../../../src/lib/supervision';

// 监管 资金流水 search → SupFlowInquiry filters (issue 18 D; cap.yaml CapSupFlowFilters).

const NOVEMBER = { beginDate: '2026-11-01', endDate: '2026-11-30' };

describe('flowFilters: the search form → the request', () => {
  it.each<[string, FlowSearchInput, object]>([
    ['only the range', NOVEMBER, NOVEMBER],
    [
      'every filter, amounts as two-place yuan, account trimmed',
      {
        ...NOVEMBER,
        direction: 'D',
        txnType: '04',
        minAmount: '10000',
        maxAmount: '300000.5',
        acctNo: ' 6218801000000358 ',
      },
      {
        ...NOVEMBER,
        direction: 'D',
        txnType: '04',
        minAmount: '10000.00',
        maxAmount: '300000.50',
        acctNo: '6218801000000358',
      },
    ],
    [
      'blank and unknown values left out',
      { ...NOVEMBER, direction: 'X', txnType: '', minAmount: ' ', maxAmount: null, acctNo: '  ' },
      NOVEMBER,
    ],
    [
      'equal amounts are a range',
      { ...NOVEMBER, minAmount: '0.30', maxAmount: '0.3' },
      {
        ...NOVEMBER,
        minAmount: '0.30',
        maxAmount: '0.30',
      },
    ],
  ])('%s', (_name, input, expected) => {
    const check = flowFilters(input);
    expect(check).toEqual({ ok: true, filters: expected });
  });

  it.each<[string, FlowSearchInput, string, string]>([
    ['no range', {}, 'range', '请选择交易日期'],
    ['half a range', { beginDate: '2026-11-01' }, 'range', '请选择交易日期'],
    [
      'a reversed range',
      { beginDate: '2026-11-30', endDate: '2026-11-01' },
      'range',
      '开始日期不能晚于结束日期',
    ],
    [
      '367 days',
      { beginDate: '2025-11-01', endDate: '2026-11-02' },
      'range',
      '查询区间不能超过366天',
    ],
    ['a bad minimum', { ...NOVEMBER, minAmount: '01.5' }, 'minAmount', '请输入正确的金额'],
    ['three decimals', { ...NOVEMBER, maxAmount: '1.005' }, 'maxAmount', '请输入正确的金额'],
    ['a negative amount', { ...NOVEMBER, minAmount: '-5' }, 'minAmount', '请输入正确的金额'],
    [
      'min over max',
      { ...NOVEMBER, minAmount: '500.01', maxAmount: '500' },
      'maxAmount',
      '最小金额不能大于最大金额',
    ],
  ])('refuses %s', (_name, input, field, message) => {
    expect(flowFilters(input)).toEqual({ ok: false, field, message });
  });

  it('accepts exactly 366 days, a leap year included', () => {
    expect(rangeDays('2027-12-01', '2028-11-30')).toBe(MAX_FLOW_RANGE_DAYS);
    expect(flowFilters({ beginDate: '2027-12-01', endDate: '2028-11-30' }).ok).toBe(true);
    expect(flowFilters({ beginDate: '2027-11-30', endDate: '2028-11-30' }).ok).toBe(false);
  });
});

describe('the flow date range', () => {
  it.each([
    ['2026-11-01', '2026-11-01', 1],
    ['2026-11-01', '2026-11-30', 30],
    ['2026-03-28', '2026-03-30', 3],
    ['2026-11-02', '2026-11-01', 0],
    ['2026/11/01', '2026-11-01', undefined],
  ])('%s … %s covers %s days', (begin, end, days) => {
    expect(rangeDays(begin, end)).toBe(days);
  });

  it('opens on the last 30 days, today included, across a month and a year end', () => {
    expect(defaultFlowRange('2026-11-25')).toEqual(['2026-10-27', '2026-11-25']);
    expect(defaultFlowRange('2027-01-10')).toEqual(['2026-12-12', '2027-01-10']);
  });
});
