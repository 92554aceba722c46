import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  confirmPasswordRules,
  currentPasswordRules,
  DEFAULT_PASSWORD_MESSAGE,
  newPasswordRules,
  PASSWORD_MISMATCH,
  passwordProblem,
  resolvePasswordPolicy,
  type PasswordPolicy,
  type PasswordRule,
  type PasswordRuleEntry,
} from '../../../src/lib/validators/passwords';

const DIGITS_ONLY: PasswordPolicy = { pwdReg: '^\\d{6}$', pwdMsg: '支付密码必须为6位数字' };

describe('passwordProblem (spec 5.2)', () => {
  it.each<[string, unknown, PasswordPolicy | undefined, string | undefined]>([
    ['empty is left to the required rule', '', undefined, undefined],
    ['undefined is left to the required rule', undefined, undefined, undefined],
    ['letters, digits and a symbol, 8 long', 'Abcd123!', undefined, undefined],
    ['seven characters', 'Abc123!', undefined, DEFAULT_PASSWORD_MESSAGE],
    ['no symbol', 'Abcd1234', undefined, DEFAULT_PASSWORD_MESSAGE],
    ['no digit', 'Abcdefg!', undefined, DEFAULT_PASSWORD_MESSAGE],
    ['no letter', '1234567!', undefined, DEFAULT_PASSWORD_MESSAGE],
    ['a space is not a symbol', 'Abcd 1234', undefined, DEFAULT_PASSWORD_MESSAGE],
    ['configured pattern passes', '123456', DIGITS_ONLY, undefined],
    ['configured pattern fails with its message', 'Abcd123!', DIGITS_ONLY, '支付密码必须为6位数字'],
    ['configured pattern without message', 'abc', { pwdReg: '^\\d+$' }, DEFAULT_PASSWORD_MESSAGE],
    ['/literal/ form is understood', 'ABC', { pwdReg: '/^[a-z]+$/i', pwdMsg: '仅字母' }, undefined],
    ['/literal/ form fails', 'AB1', { pwdReg: '/^[a-z]+$/i', pwdMsg: '仅字母' }, '仅字母'],
    [
      'a broken pattern falls back to the default',
      'abc',
      { pwdReg: '(' },
      DEFAULT_PASSWORD_MESSAGE,
    ],
    ['a blank pattern means the default', 'Abcd123!', { pwdReg: '  ', pwdMsg: 'x' }, undefined],
    ['a /g flag does not carry state', '123456', { pwdReg: '/^\\d{6}$/g' }, undefined],
  ])('%s', (_name, value, policy, expected) => {
    expect(passwordProblem(value, policy)).toBe(expected);
  });

  it('uses the same pattern twice in a row with a /g flag', () => {
    const policy = { pwdReg: '/^\\d{6}$/g' };
    expect(passwordProblem('123456', policy)).toBeUndefined();
    expect(passwordProblem('123456', policy)).toBeUndefined();
  });

  it('resolves the default policy message verbatim', () => {
    expect(resolvePasswordPolicy().message).toBe('密码必须至少8位的英文字母、数字、字符组合');
  });
});

describe('confirmationProblem', () => {
  it.each<[string, unknown, unknown, string | undefined]>([
    ['equal', 'Abcd123!', 'Abcd123!', undefined],
    ['different', 'Abcd123?', 'Abcd123!', '两次输入的密码不一样'],
    ['empty is left to the required rule', '', 'Abcd123!', undefined],
    ['password not typed yet', 'Abcd123!', undefined, PASSWORD_MISMATCH],
  ])('%s', (_name, confirmation, password, expected) => {
    expect(confirmationProblem(confirmation, password)).toBe(expected);
  });
});

function asRule(entry: PasswordRuleEntry, values: Record<string, unknown>): PasswordRule {
  return typeof entry === 'function' ? entry({ getFieldValue: (name) => values[name] }) : entry;
}

async function firstError(entries: PasswordRuleEntry[], value: unknown, values = {}) {
  for (const entry of entries) {
    const rule = asRule(entry, values);
    if (rule.required && (value === undefined || value === '')) return rule.message;
    if (rule.validator) {
      const outcome = await rule.validator({}, value).then(
        () => undefined,
        (error: Error) => error.message,
      );
      if (outcome) return outcome;
    }
  }
  return undefined;
}

describe('rule factories', () => {
  it.each<[string, PasswordRuleEntry[], unknown, Record<string, unknown>, string | undefined]>([
    ['login old required', currentPasswordRules('login'), '', {}, '请输入原登录密码'],
    ['payment old required', currentPasswordRules('payment'), '', {}, '请输入原支付密码'],
    ['login new required', newPasswordRules('login'), '', {}, '请输入新登录密码'],
    ['payment new required', newPasswordRules('payment'), '', {}, '请输入新支付密码'],
    ['operation required', newPasswordRules('operation'), '', {}, '请输入操作密码'],
    ['login new pattern', newPasswordRules('login'), 'abc', {}, DEFAULT_PASSWORD_MESSAGE],
    [
      'operation pattern',
      newPasswordRules('operation', DIGITS_ONLY),
      '12',
      {},
      '支付密码必须为6位数字',
    ],
    ['login new ok', newPasswordRules('login'), 'Abcd123!', {}, undefined],
    [
      'login confirm required',
      confirmPasswordRules('login', 'pswNew'),
      '',
      {},
      '请再次输入新登录密码',
    ],
    [
      'payment confirm required',
      confirmPasswordRules('payment', 'p'),
      '',
      {},
      '请再次输入新支付密码',
    ],
    [
      'operation confirm required',
      confirmPasswordRules('operation', 'p'),
      '',
      {},
      '请再次输入操作密码',
    ],
    [
      'confirm mismatch',
      confirmPasswordRules('login', 'pswNew'),
      'a',
      { pswNew: 'b' },
      PASSWORD_MISMATCH,
    ],
    ['confirm equal', confirmPasswordRules('login', 'pswNew'), 'a', { pswNew: 'a' }, undefined],
  ])('%s', async (_name, rules, value, values, expected) => {
    expect(await firstError(rules, value, values)).toBe(expected);
  });
});
