import { describe, expect, it } from 'vitest';
import {
  alphanumeric20Rule,
  amountRule,
  bankCardRule,
  citizenIdRule,
  digitLinesRule,
  idNumberRule,
  landlineRule,
  lettersRule,
  nameTextRule,
  naturalNumberRule,
  qqRule,
  text255Rule,
  urlRule,
} from '../../../src/lib/validators/patternRules';
import type { FieldRule } from '../../../src/lib/validators/fields';
import { errorsOf } from './runRules';

interface Case {
  name: string;
  rule: () => FieldRule;
  message: string;
  valid: unknown[];
  invalid: unknown[];
}

// spec 5.1, one row per rule: values a user types, accepted and refused.
const CASES: Case[] = [
  {
    name: 'natural number',
    rule: naturalNumberRule,
    message: '请输入自然数',
    valid: ['0', '7', '42', '1234567890', 15],
    invalid: ['-1', '1.5', '007', ' 12', '12a', '１２', -3, 2.5],
  },
  {
    name: 'English letters',
    rule: lettersRule,
    message: '请输入英文字符',
    valid: ['a', 'Admin', 'ABCxyz'],
    invalid: ['abc1', 'ab c', 'ab_c', '中文', 'é'],
  },
  {
    name: 'landline',
    rule: landlineRule,
    message: '请输入正确的座机号码',
    valid: ['010-1234567', '010-12345678', '0571-8765432', '0571-87654321'],
    invalid: [
      '01-12345678',
      '01234-1234567',
      '010-123456',
      '010-123456789',
      '01012345678',
      '010 12345678',
    ],
  },
  {
    name: 'bank card',
    rule: bankCardRule,
    message: '请输入正确的银行卡号',
    valid: ['6222021234567890', '1234567890', '62220212345678901234'],
    invalid: [
      '0222021234567890',
      '123456789',
      '622202123456789012345',
      '6222 0212 3456 7890',
      '622202123456789X',
    ],
  },
  {
    name: 'ID number',
    rule: idNumberRule,
    message: '证件号码只能由字母和数字组成，最多50位',
    valid: ['E12345678', 'a1', 'A'.repeat(50)],
    invalid: ['A'.repeat(51), 'E-1234', 'E 1234', '证件123'],
  },
  {
    name: 'citizen ID',
    rule: citizenIdRule,
    message: '请输入正确的身份证号码',
    valid: ['11010519491231002X', '440306199001011236', '110105491231002'],
    invalid: ['110105194912310021', '440306199001011237', '11010519491231002', '110105491331002'],
  },
  {
    name: 'QQ',
    rule: qqRule,
    message: '请输入正确的QQ号码',
    valid: ['10000', '123456789012', '987654321'],
    invalid: ['1234', '1234567890123', '012345', '12345a'],
  },
  {
    name: 'URL',
    rule: urlRule,
    message: '请输入以http或https开头的网址',
    valid: ['http://example.com', 'https://console.example.com/a?b=1#c', 'HTTPS://EXAMPLE.COM'],
    invalid: [
      'ftp://example.com',
      'example.com',
      'https://',
      'https:// example.com',
      'javascript:alert(1)',
    ],
  },
  {
    name: 'up to 20 letters and digits',
    rule: alphanumeric20Rule,
    message: '只能输入20位以内的英文字母和数字',
    valid: ['a', 'HT2026', 'a'.repeat(20)],
    invalid: ['a'.repeat(21), 'HT-2026', 'HT 2026', '编号1'],
  },
  {
    name: '2 to 100 Chinese or English characters and spaces',
    rule: nameTextRule,
    message: '只能输入2-100位中文、英文字符和空格',
    valid: ['张三', 'Li Lei', '王 Wang', '中'.repeat(100)],
    invalid: ['张', '中'.repeat(101), '张三1', '张三·丰', 'Li_Lei'],
  },
  {
    name: 'digits and line breaks',
    rule: digitLinesRule,
    message: '只能输入数字和换行',
    valid: ['123', '123\n456', '1\r\n2\n'],
    invalid: ['12 3', '12,3', 'a\n1'],
  },
  {
    name: 'up to 255 characters',
    rule: text255Rule,
    message: '最多输入255个字符',
    valid: ['x', 'x'.repeat(255), '中'.repeat(255), '😀'.repeat(255)],
    invalid: ['x'.repeat(256), '中'.repeat(256)],
  },
  {
    name: 'amount',
    rule: amountRule,
    message: '请输入正确的金额',
    valid: ['1', '10', '10.5', '10.05', '0.5', '0.05', '0.00', 99.9],
    invalid: ['0', '01', '01.5', '10.', '0.', '10.123', '-1', '.5', '1,000', 'abc', 0],
  },
];

describe.each(CASES)('$name (spec 5.1)', ({ rule, message, valid, invalid }) => {
  it.each(valid)('accepts %j', async (value) => {
    expect(await errorsOf([rule()], value)).toEqual([]);
  });

  it.each(invalid)(`refuses %j with ${message}`, async (value) => {
    expect(await errorsOf([rule()], value)).toEqual([message]);
  });

  it.each(['', undefined, null])(
    'leaves an empty value (%j) to the required rule',
    async (value) => {
      expect(await errorsOf([rule()], value)).toEqual([]);
    },
  );

  it('refuses a value that is not text', async () => {
    expect(await errorsOf([rule()], { value: '1' })).toEqual([message]);
  });
});

describe('pattern rule options', () => {
  it('takes a message of the caller and a trigger', async () => {
    const rule = landlineRule({ message: '请输入正确的办公电话', validateTrigger: 'onBlur' });
    expect(rule.validateTrigger).toBe('onBlur');
    expect(await errorsOf([rule], '123')).toEqual(['请输入正确的办公电话']);
  });

  it('sets no trigger unless told, so the Form.Item decides', () => {
    expect(amountRule()).not.toHaveProperty('validateTrigger');
  });
});
