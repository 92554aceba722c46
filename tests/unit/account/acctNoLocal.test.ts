/**
 * 账号生成's own check of the server's numbers (issue 17 page 6): each number passes the Luhn
 * check and equals previewAccountNos of the rule from its next sequence, the channel written as
 * its digits; a wrong number or a channel without digits is told, never hidden.
 */
import { describe, expect, it } from 'vitest';
import { ruleOfNumbers } from '../../../resources/accounting/acctno/channelDigits';
import { checkNumbers } from '../../../resources/accounting/acctno/localNumbers';
import { ruleIssueOf } from '../../../resources/accounting/acctno/ruleForm';

const unionpay = { prefix: '6218', channelCode: 'UNIONPAY', seqWidth: 10 };
// cap.yaml AcctNoPreview success: R001 (6218, UNIONPAY, width 10) from sequence 13.
const CONTRACT_NUMBERS = [
  '621880100000000139',
  '621880100000000147',
  '621880100000000154',
  '621880100000000162',
  '621880100000000170',
];

describe('checkNumbers', () => {
  it("computes the contract's preview numbers itself, each passing Luhn", () => {
    const checked = checkNumbers(unionpay, 13, CONTRACT_NUMBERS, 'no digits');
    expect(checked.localFailure).toBeUndefined();
    expect(checked.rows.map((row) => row.localNo)).toEqual(CONTRACT_NUMBERS);
    expect(checked.rows.every((row) => row.luhnValid)).toBe(true);
  });

  it('flags a number whose check digit is wrong and one that differs from its own', () => {
    const checked = checkNumbers(unionpay, 13, ['621880100000000138', '621880100000000154'], '');
    expect(checked.rows.map((row) => row.luhnValid)).toEqual([false, true]);
    expect(checked.rows[1]?.localNo).toBe('621880100000000147');
  });

  it('says why it computed nothing for a channel without digits or a full sequence', () => {
    expect(
      checkNumbers({ ...unionpay, channelCode: 'PAYPAL' }, 1, ['1'], '无数字编码'),
    ).toMatchObject({
      localFailure: '无数字编码',
      rows: [{ localNo: undefined }],
    });
    expect(checkNumbers({ ...unionpay, seqWidth: 4 }, 9999, ['1', '2'], '').localFailure).toBe(
      '序号超过4位，请调整序号位数',
    );
  });

  it.each([
    ['UNIONPAY', '801'],
    ['NUCC', '802'],
    ['CCB', '803'],
    ['ICBC', '804'],
  ])('writes %s as %s', (channelCode, digits) => {
    expect(ruleOfNumbers({ ...unionpay, channelCode })?.channelCode).toBe(digits);
  });
});

describe('ruleIssueOf', () => {
  it.each([
    [{ prefix: '62a8', channelCode: 'UNIONPAY', seqWidth: 10 }, 'prefix', '前缀须为1-10位数字'],
    [
      { prefix: '6218', channelCode: 'UNIONPAY', seqWidth: 13 },
      'sequenceWidth',
      '序号位数须为1-12之间的整数',
    ],
    [{ prefix: '6218', seqWidth: 2.5 }, 'sequenceWidth', '序号位数须为1-12之间的整数'],
    [{ prefix: '6218', channelCode: 'UNIONPAY', seqWidth: 12 }, 'sequenceWidth', undefined],
  ] as const)('%j: %s → %s', (values, field, message) => {
    expect(ruleIssueOf(values, field)).toBe(message);
  });
});
