import { describe, expect, it } from 'vitest';
import {
  adjustActions,
  batchActions,
  batchOutcome,
  invoiceActions,
  isOwnSubmission,
  nextAdjustStatus,
  nextBatchStatus,
  nextInvoiceStatus,
  nextTxnStatus,
  type TxnAction,
  txnActions,
} from '../../../src/lib/account';

// codes17 status machines. 'alice' submitted every record; 'bob' is another operator.
const SUBMITTER = 'alice';
const viewers = { submitter: SUBMITTER, other: 'bob', nobody: undefined } as const;
type ViewerName = keyof typeof viewers;

const labelsOf = (views: { label: string }[]) => views.map((view) => view.label);

describe('txnActions: each status × viewer', () => {
  it.each<[string, ViewerName, string[]]>([
    ['00', 'submitter', ['撤销']],
    ['00', 'other', ['复核通过', '驳回']],
    ['00', 'nobody', []],
    ['01', 'submitter', []],
    ['01', 'other', []],
    ['02', 'submitter', ['电子回单']],
    ['02', 'other', ['电子回单']],
    ['02', 'nobody', ['电子回单']],
    ['03', 'submitter', []],
    ['03', 'other', []],
    ['04', 'submitter', []],
    ['04', 'other', []],
    ['05', 'submitter', []],
    ['05', 'other', []],
    ['99', 'other', []],
    ['', 'other', []],
  ])('status %s seen by the %s offers %j', (status, viewer, expected) => {
    expect(labelsOf(txnActions({ status, submitter: SUBMITTER }, viewers[viewer]))).toEqual(
      expected,
    );
  });

  it('never offers pass or reject on a pending transaction whose submitter is unknown', () => {
    expect(labelsOf(txnActions({ status: '00', submitter: null }, 'bob'))).toEqual([]);
    expect(labelsOf(txnActions({ status: '00', submitter: '' }, ''))).toEqual([]);
  });

  it('says what each action needs and leads to', () => {
    const views = txnActions({ status: '00', submitter: SUBMITTER }, 'bob');
    expect(views).toEqual([
      {
        action: 'pass',
        label: '复核通过',
        next: '01',
        needsReason: false,
        permission: 'txn:audit',
      },
      { action: 'reject', label: '驳回', next: '04', needsReason: true, permission: 'txn:audit' },
    ]);
    expect(txnActions({ status: '00', submitter: SUBMITTER }, SUBMITTER)).toEqual([
      { action: 'cancel', label: '撤销', next: '05', needsReason: false, permission: 'txn:cancel' },
    ]);
  });

  it.each([
    [{ submitter: 'alice' }, 'alice', true],
    [{ submitter: 'alice' }, 'bob', false],
    [{ submitter: 'alice' }, 'Alice', false],
    [{ submitter: null }, undefined, false],
    [{}, '', false],
  ])('isOwnSubmission(%j, %j) is %s', (record, viewer, expected) => {
    expect(isOwnSubmission(record, viewer)).toBe(expected);
  });
});

describe('nextTxnStatus', () => {
  const ACTIONS: TxnAction[] = ['pass', 'reject', 'cancel', 'receipt', 'succeed', 'fail'];
  // Rows: status; columns: ACTIONS; '' = refused.
  it.each([
    ['00', ['01', '04', '05', '', '', '']],
    ['01', ['', '', '', '', '02', '03']],
    ['02', ['', '', '', '02', '', '']],
    ['03', ['', '', '', '', '', '']],
    ['04', ['', '', '', '', '', '']],
    ['05', ['', '', '', '', '', '']],
    ['xx', ['', '', '', '', '', '']],
  ])('from %s: %j', (status, expected) => {
    expect(ACTIONS.map((action) => nextTxnStatus(status, action) ?? '')).toEqual(expected);
  });
});

describe('batches', () => {
  it.each<[string, ViewerName, string[]]>([
    ['00', 'submitter', ['编辑', '提交']],
    ['00', 'other', []],
    ['01', 'submitter', ['撤销']],
    ['01', 'other', ['审核通过', '驳回']],
    ['01', 'nobody', []],
    ['02', 'other', []],
    ['03', 'other', []],
    ['04', 'other', []],
    ['05', 'submitter', []],
    ['06', 'submitter', []],
  ])('batch status %s seen by the %s offers %j', (status, viewer, expected) => {
    expect(labelsOf(batchActions({ status, submitter: SUBMITTER }, viewers[viewer]))).toEqual(
      expected,
    );
  });

  it.each([
    ['00', 'submit', '01'],
    ['01', 'pass', '02'],
    ['01', 'reject', '05'],
    ['01', 'cancel', '06'],
    ['02', 'complete', '03'],
    ['02', 'completePartly', '04'],
    ['00', 'pass', undefined],
    ['02', 'cancel', undefined],
  ] as const)('from %s, %s → %s', (status, action, expected) => {
    expect(nextBatchStatus(status, action)).toBe(expected);
  });

  it('asks the auditor for a reason only when rejecting', () => {
    const views = batchActions({ status: '01', submitter: SUBMITTER }, 'bob');
    expect(
      views.map(({ action, needsReason, permission }) => [action, needsReason, permission]),
    ).toEqual([
      ['pass', false, 'batch:audit'],
      ['reject', true, 'batch:audit'],
    ]);
  });

  it.each([
    [['1', '1', '1'], '03'],
    [['1', '2', '1'], '04'],
    [['2', '2'], '04'],
    [['1', '0'], undefined],
    [['1', '9'], undefined],
    [[], undefined],
  ])('items %j end the batch in %s', (items, expected) => {
    expect(batchOutcome(items)).toBe(expected);
  });
});

describe('adjustments (调账)', () => {
  it.each<[string, ViewerName, string[]]>([
    ['00', 'submitter', ['撤销']],
    ['00', 'other', ['复核通过', '驳回']],
    ['00', 'nobody', []],
    ['02', 'other', []],
    ['04', 'other', []],
    ['05', 'submitter', []],
  ])('status %s seen by the %s offers %j', (status, viewer, expected) => {
    expect(labelsOf(adjustActions({ status, submitter: SUBMITTER }, viewers[viewer]))).toEqual(
      expected,
    );
  });

  it.each([
    ['00', 'pass', '02'],
    ['00', 'reject', '04'],
    ['00', 'cancel', '05'],
    ['02', 'pass', undefined],
  ] as const)('from %s, %s → %s', (status, action, expected) => {
    expect(nextAdjustStatus(status, action)).toBe(expected);
  });
});

describe('invoices', () => {
  it.each([
    ['0', [['开票', '1', false, 'invoice:make']]],
    ['1', [['作废', '2', true, 'invoice:void']]],
    ['2', []],
    ['9', []],
  ])('status %s offers %j', (status, expected) => {
    const views = invoiceActions({ status });
    expect(views.map((v) => [v.label, v.next, v.needsReason, v.permission])).toEqual(expected);
  });

  it.each([
    ['0', 'make', '1'],
    ['1', 'void', '2'],
    ['0', 'void', undefined],
    ['2', 'make', undefined],
  ] as const)('from %s, %s → %s', (status, action, expected) => {
    expect(nextInvoiceStatus(status, action)).toBe(expected);
  });
});
