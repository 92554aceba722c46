import { describe, expect, it } from 'vitest';
import {
  asyncRule,
  authenticatorCodeRules,
  captchaRules,
  emailRules,
  FIELD_MESSAGES,
  isDialableMobile,
  isMobile,
  isUsername,
  mobileRules,
  usernameRules,
  AUTHENTICATOR_CODE_PATTERN,
} from '../../../src/lib/validators/fields';

describe('mobile (spec 5.1)', () => {
  it.each([
    ['13800138000', true, true],
    ['19912345678', true, true],
    ['138****8000', true, false],
    ['1**********', true, false],
    ['23800138000', false, false],
    ['1380013800', false, false],
    ['138001380001', false, false],
    ['1380013800a', false, false],
    [' 13800138000', false, false],
    ['', false, false],
  ])('%s: valid %s, dialable %s', (value, valid, dialable) => {
    expect(isMobile(value)).toBe(valid);
    expect(isDialableMobile(value)).toBe(dialable);
  });

  it('is required and checked on blur with the spec messages', () => {
    const [required, pattern] = mobileRules();
    expect(required).toEqual({
      required: true,
      message: '请输入手机号码',
      validateTrigger: 'onBlur',
    });
    expect(pattern?.message).toBe('请输入正确的手机号码');
    expect(pattern?.validateTrigger).toBe('onBlur');
    expect(pattern?.pattern?.test('138****8000')).toBe(true);
    expect(mobileRules({ dialable: true })[1]?.pattern?.test('138****8000')).toBe(false);
  });
});

describe('user name (spec 5.1, length 4 to 18)', () => {
  it.each([
    ['admin', true],
    ['abcd', true],
    ['user_01', true],
    ['a'.repeat(18), true],
    ['abc', false],
    ['a'.repeat(19), false],
    ['user-01', false],
    ['用户名称', false],
    ['user name', false],
  ])('%s → %s', (value, valid) => {
    expect(isUsername(value)).toBe(valid);
  });

  it('has the required and format messages', () => {
    expect(usernameRules().map((rule) => rule.message)).toEqual([
      '请输入用户名',
      '用户名必须为4-18位字母、数字或下划线',
    ]);
  });
});

describe('other field rules', () => {
  it('email is optional but typed', () => {
    expect(emailRules()).toEqual([{ type: 'email', message: '邮箱格式不正确' }]);
  });

  it('captcha is required with 请输入验证码 unless told otherwise', () => {
    expect(captchaRules()[0]).toMatchObject({ required: true, message: '请输入验证码' });
    expect(captchaRules('请输入短信验证码')[0]?.message).toBe('请输入短信验证码');
  });

  it.each([
    ['093184', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('authenticator code %s → %s', (code, valid) => {
    expect(AUTHENTICATOR_CODE_PATTERN.test(code)).toBe(valid);
    expect(authenticatorCodeRules().at(-1)?.message).toBe(FIELD_MESSAGES.authenticatorCodeInvalid);
  });
});

describe('asyncRule', () => {
  const rule = asyncRule(async (value) => value !== 'admin', '用户名已存在');

  it('rejects with the message when the check fails', async () => {
    await expect(rule.validator?.({}, 'admin')).rejects.toThrow('用户名已存在');
  });

  it('passes a free value and leaves empty values to the required rule', async () => {
    await expect(rule.validator?.({}, 'newuser')).resolves.toBeUndefined();
    await expect(rule.validator?.({}, '')).resolves.toBeUndefined();
    await expect(rule.validator?.({}, undefined)).resolves.toBeUndefined();
  });

  it('runs on blur', () => {
    expect(rule.validateTrigger).toBe('onBlur');
  });
});
