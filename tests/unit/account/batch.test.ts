import { describe, expect, it } from 'vitest';
import {
  type BatchRow,
  canSubmitBatch,
  flagDuplicatePayees,
  validateBatch,
  validateBatchRow,
} from '../../../src/lib/account';
import { randomBelow, randomLargeFen, seededRandom, yuanTextOfFen } from './prng';

const VALID: BatchRow = {
  payeeName: '张三',
  payeeCardNo: '6222021234567890123',
  payeeBankName: '中国工商银行',
  amount: '1000.00',
  purpose: '货款',
};

const issuesOf = (row: BatchRow) =>
  validateBatchRow(row).map(({ field, message }) => [field, message]);

// Issue 17 batch pay row: payee name required 2–50, bank card rule 5.1, bank name required,
// amount rule 5.1 and above zero, purpose at most 50.
describe('validateBatchRow', () => {
  it.each<[string, Partial<BatchRow>, string[][]]>([
    ['a valid row', {}, []],
    ['no purpose', { purpose: null }, []],
    ['an English payee of 50 characters', { payeeName: 'A'.repeat(50) }, []],
    ['no payee', { payeeName: '' }, [['payeeName', '请输入收款人姓名']]],
    ['a blank payee', { payeeName: '   ' }, [['payeeName', '请输入收款人姓名']]],
    ['a one-character payee', { payeeName: '张' }, [['payeeName', '收款人姓名须为2-50个字符']]],
    [
      'a 51-character payee',
      { payeeName: '张'.repeat(51) },
      [['payeeName', '收款人姓名须为2-50个字符']],
    ],
    ['two characters outside the BMP', { payeeName: '𠀀𠀁' }, []],
    ['no card', { payeeCardNo: undefined }, [['payeeCardNo', '请输入收款卡号']]],
    ['a card of 9 digits', { payeeCardNo: '622202123' }, [['payeeCardNo', '请输入正确的银行卡号']]],
    [
      'a card of 21 digits',
      { payeeCardNo: '6'.repeat(21) },
      [['payeeCardNo', '请输入正确的银行卡号']],
    ],
    [
      'a card starting with 0',
      { payeeCardNo: '0222021234567890' },
      [['payeeCardNo', '请输入正确的银行卡号']],
    ],
    [
      'a card with spaces',
      { payeeCardNo: '6222 0212 3456 7890' },
      [['payeeCardNo', '请输入正确的银行卡号']],
    ],
    ['a card of 10 digits', { payeeCardNo: '6222021234' }, []],
    ['no bank', { payeeBankName: null }, [['payeeBankName', '请输入开户银行']]],
    ['no amount', { amount: '' }, [['amount', '请输入金额']]],
    ['a zero amount', { amount: '0.00' }, [['amount', '金额须大于0']]],
    ['three decimals', { amount: '1.005' }, [['amount', '请输入正确的金额']]],
    ['a leading zero', { amount: '01.00' }, [['amount', '请输入正确的金额']]],
    ['a negative amount', { amount: '-1.00' }, [['amount', '请输入正确的金额']]],
    ['thousands separators', { amount: '1,000.00' }, [['amount', '请输入正确的金额']]],
    ['one fen', { amount: '0.01' }, []],
    ['a purpose of 50', { purpose: '工'.repeat(50) }, []],
    ['a purpose of 51', { purpose: '工'.repeat(51) }, [['purpose', '最大长度为50个字符']]],
    [
      'an empty row',
      { payeeName: null, payeeCardNo: null, payeeBankName: null, amount: null, purpose: null },
      [
        ['payeeName', '请输入收款人姓名'],
        ['payeeCardNo', '请输入收款卡号'],
        ['payeeBankName', '请输入开户银行'],
        ['amount', '请输入金额'],
      ],
    ],
  ])('%s → %j', (_name, change, expected) => {
    expect(issuesOf({ ...VALID, ...change })).toEqual(expected);
  });
});

describe('flagDuplicatePayees', () => {
  const row = (payeeCardNo: string, amount: string): BatchRow => ({
    ...VALID,
    payeeCardNo,
    amount,
  });

  it('flags the same card and amount as a duplicate, the same card alone as a warning', () => {
    const flags = flagDuplicatePayees([
      row('6222000000000001', '100.00'), // 0: duplicate of 2
      row('6222000000000002', '100.00'), // 1: alone (same amount, other card)
      row('6222000000000001', '100'), // 2: duplicate of 0 ("100" is 100.00)
      row('6222000000000003', '5.00'), // 3: same card as 4
      row('6222000000000003', '6.00'), // 4: same card as 3
      row('6222000000000001', '7.00'), // 5: same card as 0, other amount
      row('', '100.00'), // 6: no card, never a duplicate
      row('', '100.00'), // 7
    ]);
    expect(
      [...flags].map(([index, flag]) => [index, flag.kind, flag.otherIndex, flag.message]),
    ).toEqual([
      [0, 'duplicate', 2, '与第3行收款卡号和金额相同，疑似重复付款'],
      [2, 'duplicate', 0, '与第1行收款卡号和金额相同，疑似重复付款'],
      [3, 'sameCard', 4, '与第5行收款卡号相同，请确认'],
      [4, 'sameCard', 3, '与第4行收款卡号相同，请确认'],
      [5, 'sameCard', 0, '与第1行收款卡号相同，请确认'],
    ]);
  });

  it('gives the same flags inside validateBatch', () => {
    const rows = [row('6222000000000001', '1.5'), row('6222000000000001', '1.50')];
    expect(validateBatch(rows).duplicates).toEqual(flagDuplicatePayees(rows));
    expect(validateBatch(rows).duplicates.get(1)?.kind).toBe('duplicate');
  });
});

describe('canSubmitBatch', () => {
  const row = (payeeCardNo: string, amount: string): BatchRow => ({
    ...VALID,
    payeeCardNo,
    amount,
  });

  it.each<[string, boolean, BatchRow[]]>([
    ['valid distinct rows', true, [row('6222000000000001', '1'), row('6222000000000002', '1')]],
    ['a same-card warning', true, [row('6222000000000001', '1'), row('6222000000000001', '2')]],
    ['a duplicate', false, [row('6222000000000001', '1'), row('6222000000000001', '1.00')]],
    ['a row issue', false, [row('6222000000000001', '1'), row('123', '1')]],
    ['an invalid amount', false, [row('6222000000000001', '0')]],
    ['no rows', false, []],
  ])('%s → can submit: %s', (_name, expected, rows) => {
    expect(canSubmitBatch(validateBatch(rows))).toBe(expected);
  });
});

describe('validateBatch totals', () => {
  it('counts every row and totals exactly when every amount is valid', () => {
    const rows = ['0.10', '0.20', '1234567.89'].map((amount, index) => ({
      ...VALID,
      payeeCardNo: `622202123456789${index}`,
      amount,
    }));
    expect(validateBatch(rows).totals).toEqual({
      count: 3,
      totalFen: 123_456_819n,
      invalidAmounts: 0,
    });
  });

  it('gives no total while any amount is invalid, and counts those rows', () => {
    const rows = [{ ...VALID }, { ...VALID, amount: 'abc' }, { ...VALID, amount: '' }];
    const { totals, rowIssues } = validateBatch(rows);
    expect(totals).toEqual({ count: 3, totalFen: undefined, invalidAmounts: 2 });
    expect([...rowIssues.keys()]).toEqual([1, 2]);
  });

  it('an empty batch totals zero', () => {
    expect(validateBatch([]).totals).toEqual({ count: 0, totalFen: 0n, invalidAmounts: 0 });
  });
});

/**
 * 100,000 generated rows (issue 17: batches of 10,000+ are normal): every row has its own card
 * except planted pairs, so the expected flags, issues and total are known independently.
 * Row i with i % 1000 === 1 copies row i − 1 (duplicate); i % 1000 === 501 takes row i − 1's card
 * with another amount (same card); i % 997 === 7 gets a 6-digit card of its own (an issue, never planted).
 */
describe('validateBatch over 100,000 generated rows', () => {
  const COUNT = 100_000;
  const random = seededRandom(17);
  const rows: BatchRow[] = [];
  let independentFen = 0n;
  const expectedDuplicates: [number, string, number][] = [];
  const expectedIssueRows: number[] = [];
  const drawnFen: number[] = [];
  const cardOf = (index: number): string => `6222${String(index).padStart(12, '0')}`;
  for (let index = 0; index < COUNT; index += 1) {
    let fen = 1 + (index % 10 === 0 ? randomLargeFen(random) : randomBelow(random, 100_000));
    let payeeCardNo = cardOf(index);
    const slot = index % 1000;
    if (slot === 1) {
      fen = drawnFen[index - 1] ?? 0;
      payeeCardNo = cardOf(index - 1);
      expectedDuplicates.push([index - 1, 'duplicate', index], [index, 'duplicate', index - 1]);
    } else if (slot === 501) {
      if (fen === drawnFen[index - 1]) fen += 1;
      payeeCardNo = cardOf(index - 1);
      expectedDuplicates.push([index - 1, 'sameCard', index], [index, 'sameCard', index - 1]);
    } else if (index % 997 === 7 && slot !== 0 && slot !== 500) {
      payeeCardNo = `9${String(index).padStart(5, '0')}`;
      expectedIssueRows.push(index);
    }
    drawnFen.push(fen);
    independentFen += BigInt(fen);
    const amount = yuanTextOfFen(fen);
    rows.push({
      payeeName: `收款人${index % 100}`,
      payeeCardNo,
      payeeBankName: '中国银行',
      amount,
    });
  }

  const { rowIssues, duplicates, totals } = validateBatch(rows);

  it('totals count and amount exactly', () => {
    expect(totals).toEqual({ count: COUNT, totalFen: independentFen, invalidAmounts: 0 });
  });

  it('flags exactly the planted duplicate pairs', () => {
    const found = [...duplicates].map(([index, flag]): [number, string, number] => [
      index,
      flag.kind,
      flag.otherIndex,
    ]);
    const byIndex = (a: [number, string, number], b: [number, string, number]) => a[0] - b[0];
    expect(found.sort(byIndex)).toEqual(expectedDuplicates.sort(byIndex));
    expect(found).toHaveLength(400);
  });

  it('reports exactly the rows with a bad card', () => {
    expect([...rowIssues.keys()]).toEqual(expectedIssueRows);
    expect(new Set([...rowIssues.values()].flat().map((issue) => issue.message))).toEqual(
      new Set(['请输入正确的银行卡号']),
    );
  });
});
