import { describe, expect, it } from 'vitest';
import { boardFor } from '../../../src/lib/dashboard/boards';
import { changeAgainst } from '../../../src/lib/dashboard/change';
import {
  balanceHref,
  customerAccountsHref,
  pendingHref,
  txnDayHref,
} from '../../../src/lib/dashboard/links';
import { chineseDay, trendShape } from '../../../src/lib/dashboard/trend';

// 首页 dashboards (issue 18 item 4): the board by group type (spec 3), the change against
// yesterday on integers, the trend chart's input and where each figure leads.

describe('boardFor', () => {
  it.each([
    ['plat_ops', 'platform'],
    ['platform', 'platform'],
    ['org_ops', 'staff'],
    ['org_service', 'staff'],
    ['merchant_admin', 'merchant'],
    ['supervision_bank', 'supervision'],
    ['mch_admin', 'staff'],
    ['', 'staff'],
    [undefined, 'staff'],
  ])('%s → %s', (groupType, board) => {
    expect(boardFor(groupType)).toBe(board);
  });
});

describe('changeAgainst', () => {
  it.each([
    [1286n, 1175n, 'up', '9.4%', 111n],
    [356789012n, 368812050n, 'down', '3.3%', -12023038n],
    [100n, 100n, 'flat', '0.0%', 0n],
    // half up: 1/8 = 12.5 % exactly; 1/3 = 33.33… %
    [1125n, 1000n, 'up', '12.5%', 125n],
    [4n, 3n, 'up', '33.3%', 1n],
    [2n, 3n, 'down', '33.3%', -1n],
    [10005n, 10000n, 'up', '0.1%', 5n],
    [10004n, 10000n, 'up', '0.0%', 4n],
    [0n, 50n, 'down', '100.0%', -50n],
  ])('%s against %s: %s %s (%s)', (today, yesterday, direction, percent, difference) => {
    expect(changeAgainst(today, yesterday)).toEqual({ direction, percent, difference });
  });

  it('gives no percent when yesterday was zero', () => {
    expect(changeAgainst(36n, 0n)).toEqual({ direction: 'up', difference: 36n });
    expect(changeAgainst(0n, 0n)).toEqual({ direction: 'flat', difference: 0n });
  });
});

describe('trendShape', () => {
  it('names the days in Chinese and keeps the exact amount texts', () => {
    const shape = trendShape([
      { bizDate: '2026-11-26', count: 1175, amount: '3688120.50' },
      { bizDate: '2026-11-27', count: 1286, amount: '3567890.12' },
      { bizDate: '2026-12-01', count: 0, amount: '0.00' },
    ]);
    expect(shape.labels).toEqual(['11月26日', '11月27日', '12月1日']);
    expect(shape.counts).toEqual([1175, 1286, 0]);
    expect(shape.amounts).toEqual([3688120.5, 3567890.12, 0]);
    expect(shape.amountTexts).toEqual(['3,688,120.50', '3,567,890.12', '0.00']);
  });

  it('leaves a gap for an amount that is not one, showing its text as sent', () => {
    const shape = trendShape([{ bizDate: '2026-11-27', count: 1, amount: '1.234' }]);
    expect(shape.amounts).toEqual([null]);
    expect(shape.amountTexts).toEqual(['1.234']);
  });

  it.each([
    ['2026-01-05', '1月5日'],
    ['昨日', '昨日'],
  ])('chineseDay(%s) → %s', (date, text) => {
    expect(chineseDay(date)).toBe(text);
  });
});

describe('figure links', () => {
  it.each([
    ['01', '/cus/cusChannelInnetList?status=01'],
    ['02', '/acct/txnAuditList?txnStatus=00'],
    ['03', '/merchant/batchPayAuditList?batchStatus=01'],
    ['04', '/accounting/adjustList?adjustStatus=00'],
    ['05', '/accounting/invoiceList?invoiceStatus=0'],
    ['06', '/merchant/distributionAuditList'],
    ['07', '/sup/bossView'],
    ['99', undefined],
  ])('pending kind %s → %s', (kind, href) => {
    expect(pendingHref(kind)).toBe(href);
  });

  it('links the day, a balance row and a customer to their filtered lists', () => {
    expect(txnDayHref('2026-11-27')).toBe(
      '/acct/txnAuditList?beginDate=2026-11-27&endDate=2026-11-27',
    );
    expect(balanceHref({ acctType: '01', cusCode: null })).toBe('/acct/acctInfoList?acctType=01');
    expect(balanceHref({ acctType: '04', cusCode: 'C202611000123' })).toBe(
      '/acct/acctInfoList?acctType=04&cusCode=C202611000123',
    );
    expect(customerAccountsHref('C202611000123')).toBe('/acct/acctInfoList?cusCode=C202611000123');
  });
});
