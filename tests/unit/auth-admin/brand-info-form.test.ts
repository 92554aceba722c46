import { describe, expect, it } from 'vitest';
import {
  AUTH_STATUS,
  brandFormOf,
  brandInfoOf,
  brandInfoText,
  entityStatusChange,
  isHostName,
  isPatternSource,
  isPort,
} from '../../../src/lib/auth';

describe('the system info text as a form (spec 3)', () => {
  it.each([
    ['unreadable text', '{oops', {}],
    ['an array', '[1,2]', {}],
    ['nothing', null, {}],
  ])('%s opens an empty form with the flags off', (_name, text, extra) => {
    const form = brandFormOf(text);
    expect(form.values).toEqual({ cfgOpPwd: false, cfgPayPwd: false, cfgDataDecrypt: false });
    expect(form.extra).toEqual(extra);
  });

  it('reads texts and the string flags, and keeps unknown fields aside', () => {
    const form = brandFormOf(
      '{"sysName":"汇联","cfgOpPwd":"true","cfgPayPwd":"false","legacyTheme":{"a":1},"logo":"x.svg"}',
    );
    expect(form.values).toEqual({
      sysName: '汇联',
      logo: 'x.svg',
      cfgOpPwd: true,
      cfgPayPwd: false,
      cfgDataDecrypt: false,
    });
    expect(form.extra).toEqual({ legacyTheme: { a: 1 } });
  });

  it('writes trimmed texts, drops empty ones, flags as the strings true / false', () => {
    expect(
      brandInfoOf({ sysName: '  汇联支付 ', helpUrl: '  ', company: '', cfgDataDecrypt: true }),
    ).toEqual({
      sysName: '汇联支付',
      cfgOpPwd: 'false',
      cfgPayPwd: 'false',
      cfgDataDecrypt: 'true',
    });
  });

  it('a round trip keeps every field, known or not', () => {
    const text =
      '{"keep":"me","sysName":"汇联","tabTitle":"标签","cfgOpPwd":"true","cfgPayPwd":"false","cfgDataDecrypt":"true","pwdReg":"^\\\\d+$"}';
    const { values, extra } = brandFormOf(text);
    expect(JSON.parse(brandInfoText(values, extra))).toEqual(JSON.parse(text));
  });
});

describe('field checks', () => {
  it.each([
    ['console.huilianpay.com', true],
    ['localhost', false],
    ['https://a.com', false],
    ['a.com:443', false],
    ['-a.com', false],
  ])('host %s → %s', (value, ok) => expect(isHostName(value)).toBe(ok));

  it.each([
    ['443', true],
    ['65535', true],
    ['0', false],
    ['65536', false],
    ['8a', false],
  ])('port %s → %s', (value, ok) => expect(isPort(value)).toBe(ok));

  it.each([
    ['^\\d{6}$', true],
    ['(unclosed', false],
  ])('pattern %s compiles → %s', (value, ok) => expect(isPatternSource(value)).toBe(ok));
});

describe('an entity’s 启用 / 停用', () => {
  it.each([
    [AUTH_STATUS.enabled, { target: '0', label: '停用' }],
    [AUTH_STATUS.disabled, { target: '1', label: '启用' }],
    ['9', undefined],
  ])('status %s → %j', (status, change) => expect(entityStatusChange(status)).toEqual(change));
});
