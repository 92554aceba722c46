import { describe, expect, it } from 'vitest';
import {
  type CustomerAction,
  customerActions,
  nextCustomerStatus,
} from '../../../src/lib/customer';

// issue 16 codes, customer status machine: 00 草稿, 01 待审核, 02 已生效, 03 已驳回, 04 已停用.
describe('customerActions', () => {
  it.each([
    [
      '00 草稿',
      '00',
      [
        ['编辑', '00'],
        ['提交审核', '01'],
        ['删除', 'removed'],
      ],
    ],
    [
      '01 待审核',
      '01',
      [
        ['审核通过', '02'],
        ['驳回', '03'],
      ],
    ],
    ['02 已生效', '02', [['停用', '04']]],
    [
      '03 已驳回',
      '03',
      [
        ['编辑', '03'],
        ['提交审核', '01'],
      ],
    ],
    ['04 已停用', '04', [['启用', '02']]],
    ['an unknown status', '99', []],
    ['no status', '', []],
  ])('%s offers %j', (_name, status, expected) => {
    expect(customerActions(status).map(({ label, next }) => [label, next])).toEqual(expected);
  });

  it.each([
    ['01', 'reject', true],
    ['01', 'approve', false],
    ['02', 'disable', true],
    ['04', 'enable', true],
    ['00', 'submit', false],
    ['00', 'edit', false],
  ])('in %s, %s asks for a reason: %s', (status, action, needsReason) => {
    const view = customerActions(status).find((candidate) => candidate.action === action);
    expect(view?.needsReason).toBe(needsReason);
  });
});

const ACTIONS: CustomerAction[] = [
  'edit',
  'submit',
  'approve',
  'reject',
  'disable',
  'enable',
  'delete',
];

// Every status × every action: the allowed ones lead somewhere, all others are refused.
const ALLOWED: Record<string, Partial<Record<CustomerAction, string>>> = {
  '00': { edit: '00', submit: '01', delete: 'removed' },
  '01': { approve: '02', reject: '03' },
  '02': { disable: '04' },
  '03': { edit: '03', submit: '01' },
  '04': { enable: '02' },
  '05': {},
};

describe('nextCustomerStatus', () => {
  const rows = Object.entries(ALLOWED).flatMap(([status, allowed]) =>
    ACTIONS.map((action) => [status, action, allowed[action]] as const),
  );

  it.each(rows)('%s + %s → %s', (status, action, next) => {
    expect(nextCustomerStatus(status, action)).toBe(next);
  });
});
