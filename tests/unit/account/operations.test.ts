import { describe, expect, it } from 'vitest';
import { type AccountOperation, accountOperations, accountRefusal } from '../../../src/lib/account';

const OPERATIONS: AccountOperation[] = [
  'charge',
  'withdraw',
  'transfer',
  'pay',
  'batchPay',
  'freeze',
  'unfreeze',
  'refund',
];

// acct_status (codes17) × operation; '' = allowed, else the refusal shown.
describe('account operations by status', () => {
  it.each([
    ['0 正常', '0', ['', '', '', '', '', '', '账户无冻结金额', '']],
    ['1 部分冻结', '1', ['', '', '', '', '', '', '', '']],
    [
      '2 冻结',
      '2',
      ['', '账户已冻结', '账户已冻结', '账户已冻结', '账户已冻结', '账户已冻结', '', '账户已冻结'],
    ],
    [
      '3 止付',
      '3',
      ['', '账户已止付', '账户已止付', '账户已止付', '账户已止付', '', '账户已止付', '账户已止付'],
    ],
    ['9 销户', '9', Array<string>(8).fill('账户已销户')],
    ['an unknown status', '8', Array<string>(8).fill('账户状态未知，不能执行该操作')],
  ])('%s: %j', (_name, status, expected) => {
    expect(OPERATIONS.map((operation) => accountRefusal(status, operation) ?? '')).toEqual(
      expected,
    );
    const offered = accountOperations(status).map((view) => view.operation);
    expect(offered).toEqual(OPERATIONS.filter((_operation, index) => expected[index] === ''));
  });

  it('offers each operation with its label and button code', () => {
    expect(accountOperations('1')).toEqual([
      { operation: 'charge', label: '充值', permission: 'acct:charge' },
      { operation: 'withdraw', label: '提现', permission: 'acct:withdraw' },
      { operation: 'transfer', label: '转账', permission: 'acct:transfer' },
      { operation: 'pay', label: '单笔代付', permission: 'acct:pay' },
      { operation: 'batchPay', label: '批量代付', permission: 'acct:batchpay' },
      { operation: 'freeze', label: '冻结', permission: 'acct:freeze' },
      { operation: 'unfreeze', label: '解冻', permission: 'acct:unfreeze' },
      { operation: 'refund', label: '退款', permission: 'acct:refund' },
    ]);
    expect(accountOperations(undefined)).toEqual([]);
  });
});
