import { describe, expect, it } from 'vitest';
import {
  acctNoRuleIssues,
  generateAccountNo,
  isLuhnValid,
  luhnCheckDigit,
  previewAccountNos,
} from '../../../src/lib/account';

describe('Luhn', () => {
  // Known valid numbers: the textbook example and published test card numbers.
  it.each([
    '79927398713',
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '6200000000000005',
    '00',
    '18',
  ])('%s is valid and its check digit is recomputed', (number) => {
    expect(isLuhnValid(number)).toBe(true);
    expect(luhnCheckDigit(number.slice(0, -1))).toBe(number.slice(-1));
  });

  it.each([
    '79927398710',
    '79927398711',
    '79927398719',
    '4111111111111112',
    '97927398713',
    '',
    '7',
    '7992739871a',
    '7992 7398 713',
  ])('%j is not valid', (number) => {
    expect(isLuhnValid(number)).toBe(false);
  });

  it.each(['', 'abc', '12-3', '１２３'])('%j has no check digit', (payload) => {
    expect(luhnCheckDigit(payload)).toBeUndefined();
  });

  it('catches every single-digit error of a valid number', () => {
    const valid = '79927398713';
    for (let index = 0; index < valid.length; index += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const changed = `${valid.slice(0, index)}${digit}${valid.slice(index + 1)}`;
        expect(isLuhnValid(changed)).toBe(changed === valid);
      }
    }
  });
});

describe('account-number rule (账号生成)', () => {
  const rule = { prefix: '6228', channelCode: '01', sequenceWidth: 6 };

  it.each([
    [1, '62280100000' + '1'],
    [999999, '622801999999'],
  ])('sequence %s is prefix + channel + padded sequence + check digit', (sequence, start) => {
    const result = generateAccountNo(rule, sequence);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.acctNo.slice(0, -1)).toBe(start);
    expect(result.acctNo).toHaveLength(4 + 2 + 6 + 1);
    expect(isLuhnValid(result.acctNo)).toBe(true);
  });

  it('builds the textbook number from its parts', () => {
    expect(
      generateAccountNo({ prefix: '799', channelCode: '27', sequenceWidth: 5 }, 39871),
    ).toEqual({ ok: true, acctNo: '79927398713' });
  });

  it.each([
    [1_000_000, '序号超过6位，请调整序号位数'],
    [-1, '起始序号须为自然数'],
    [1.5, '起始序号须为自然数'],
  ])('sequence %s is refused: %s', (sequence, message) => {
    expect(generateAccountNo(rule, sequence)).toEqual({ ok: false, message });
  });

  it.each([
    [{ prefix: '', channelCode: '01', sequenceWidth: 6 }, [['prefix', '前缀须为1-10位数字']]],
    [{ prefix: '62A8', channelCode: '01', sequenceWidth: 6 }, [['prefix', '前缀须为1-10位数字']]],
    [
      { prefix: '6228', channelCode: 'UP', sequenceWidth: 6 },
      [['channelCode', '渠道编码须为1-10位数字']],
    ],
    [
      { prefix: '6228', channelCode: '01', sequenceWidth: 0 },
      [['sequenceWidth', '序号位数须为1-12之间的整数']],
    ],
    [
      { prefix: '6228', channelCode: '01', sequenceWidth: 13 },
      [['sequenceWidth', '序号位数须为1-12之间的整数']],
    ],
    [{ prefix: '6228', channelCode: '01', sequenceWidth: 12 }, []],
  ])('rule %j has issues %j', (candidate, expected) => {
    expect(acctNoRuleIssues(candidate).map(({ field, message }) => [field[0], message])).toEqual(
      expected,
    );
  });

  it('previews the next N numbers in sequence order, each valid and distinct', () => {
    const preview = previewAccountNos(rule, 41, 10);
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.acctNos).toHaveLength(10);
    expect(new Set(preview.acctNos).size).toBe(10);
    preview.acctNos.forEach((acctNo, offset) => {
      expect(acctNo.slice(6, 12)).toBe(String(41 + offset).padStart(6, '0'));
      expect(isLuhnValid(acctNo)).toBe(true);
    });
  });

  it('refuses a preview that would run past the sequence width', () => {
    expect(previewAccountNos(rule, 999_998, 3)).toEqual({
      ok: false,
      message: '序号超过6位，请调整序号位数',
    });
    expect(previewAccountNos(rule, 1, 0)).toEqual({ ok: true, acctNos: [] });
  });
});
