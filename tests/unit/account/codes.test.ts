import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_FAILURE_TEXTS,
  ACCOUNT_REPLY_CODE,
  ACCT_STATUS,
  ACCT_TYPE,
  ACCTNO_RULE_STATUS,
  ADJUST_DIRECTION,
  ADJUST_STATUS,
  BATCH_ITEM_STATUS,
  BATCH_STATUS,
  FREEZE_MODE,
  INVOICE_STATUS,
  INVOICE_TYPE,
  isCode,
  TXN_DIRECTION,
  TXN_STATUS,
  TXN_TYPE,
} from '../../../src/lib/account';

// The code sets of issue 17 (codes17), so contract, dictionaries and logic agree.
describe('issue 17 code sets', () => {
  it.each([
    ['acct_type', ACCT_TYPE, ['01', '02', '03', '04']],
    ['acct_status', ACCT_STATUS, ['0', '1', '2', '3', '9']],
    ['txn_type', TXN_TYPE, ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']],
    ['txn_status', TXN_STATUS, ['00', '01', '02', '03', '04', '05']],
    ['txn_direction', TXN_DIRECTION, ['C', 'D']],
    ['freeze_mode', FREEZE_MODE, ['1', '2']],
    ['batch_status', BATCH_STATUS, ['00', '01', '02', '03', '04', '05', '06']],
    ['batch_item_status', BATCH_ITEM_STATUS, ['0', '1', '2']],
    ['adjust_direction', ADJUST_DIRECTION, ['1', '2']],
    ['adjust_status', ADJUST_STATUS, ['00', '02', '04', '05']],
    ['invoice_type', INVOICE_TYPE, ['1', '2', '3']],
    ['invoice_status', INVOICE_STATUS, ['0', '1', '2']],
    ['acctno_rule_status', ACCTNO_RULE_STATUS, ['0', '1']],
  ])('%s holds exactly %j', (_dict, set, codes) => {
    expect(Object.values(set)).toEqual(codes);
  });

  it.each([
    [TXN_STATUS, '00', true],
    [TXN_STATUS, '06', false],
    [TXN_STATUS, 0, false],
    [ACCT_STATUS, '9', true],
    [ACCT_STATUS, '09', false],
    [ADJUST_STATUS, '01', false],
  ])('isCode(%j, %j) is %s', (set, value, expected) => {
    expect(isCode(set, value)).toBe(expected);
  });

  it.each([
    ['insufficientBalance', 'E4001', '可用余额不足'],
    ['accountFrozen', 'E4002', '账户已冻结'],
    ['selfAudit', 'E4003', '不能复核本人提交的交易'],
    ['alreadyAudited', 'E4004', '该交易已复核'],
    ['wrongOpPassword', 'E4005', '操作密码错误'],
    ['refundExceeded', 'E4006', '退款金额超过可退金额'],
    ['channelFailure', 'E3900', '渠道系统繁忙，请稍后重试'],
  ] as const)('the named failure %s is %s %s', (name, code, text) => {
    expect(ACCOUNT_REPLY_CODE[name]).toBe(code);
    expect(ACCOUNT_FAILURE_TEXTS[name]).toBe(text);
  });

  it('names every button code of codes17', () => {
    expect(Object.values(ACCOUNT_BUTTON).sort()).toEqual(
      [
        'acct:charge',
        'acct:withdraw',
        'acct:transfer',
        'acct:pay',
        'acct:batchpay',
        'acct:freeze',
        'acct:unfreeze',
        'acct:refund',
        'acct:export',
        'txn:audit',
        'txn:cancel',
        'batch:audit',
        'adjust:add',
        'adjust:audit',
        'acctno:generate',
        'invoice:apply',
        'invoice:make',
        'invoice:void',
      ].sort(),
    );
  });
});
