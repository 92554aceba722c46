import { describe, expect, it } from 'vitest';
import {
  checkboxGroupRules,
  lengthRules,
  requiredRules,
  selectRules,
} from '../../../src/lib/validators/requiredRules';
import { emailRules } from '../../../src/lib/validators/fields';
import { isEmail } from '../../../src/lib/validators/patterns';
import { errorsOf } from './runRules';

describe('generic required with length bounds (spec 5.1)', () => {
  const rules = requiredRules('商户名称', { min: 2, max: 10 });

  it.each([
    ['', ['请输入商户名称']],
    [undefined, ['请输入商户名称']],
    ['   ', ['请输入商户名称']],
    ['杭', ['最小长度为2个字符']],
    ['杭州', []],
    ['杭州云栖便利店有限公', []],
    ['杭州云栖便利店有限公司', ['最大长度为10个字符']],
    ['😀😀', []],
  ])('%j → %j', async (value, errors) => {
    expect(await errorsOf(rules, value)).toEqual(errors);
  });

  it('takes the caller’s required message and needs no bounds', async () => {
    const plain = requiredRules('备注', { message: '备注不能为空' });
    expect(plain).toHaveLength(1);
    expect(await errorsOf(plain, '')).toEqual(['备注不能为空']);
    expect(await errorsOf(plain, 'x'.repeat(1000))).toEqual([]);
  });

  it('bounds an optional field without making it required', async () => {
    const rules = lengthRules({ max: 3 });
    expect(await errorsOf(rules, '')).toEqual([]);
    expect(await errorsOf(rules, 'abcd')).toEqual(['最大长度为3个字符']);
  });
});

describe('select (spec 5.1: required, on change)', () => {
  it('asks for a choice and is checked on change', async () => {
    const rules = selectRules('性别');
    expect(rules[0]?.validateTrigger).toBe('onChange');
    expect(await errorsOf(rules, undefined)).toEqual(['请选择性别']);
    expect(await errorsOf(rules, '1')).toEqual([]);
  });

  it('treats an empty multiple selection as nothing chosen', async () => {
    const rules = selectRules('角色', { multiple: true });
    expect(await errorsOf(rules, [])).toEqual(['请选择角色']);
    expect(await errorsOf(rules, ['admin'])).toEqual([]);
  });
});

describe('checkbox group (spec 5.1)', () => {
  const rules = checkboxGroupRules('结算方式', { min: 2, max: 3 });

  it.each([
    [undefined, ['请选择结算方式']],
    [[], ['请选择结算方式']],
    [['T0'], ['至少选择2项']],
    [['T0', 'T1'], []],
    [['T0', 'T1', 'D0'], []],
    [['T0', 'T1', 'D0', 'D1'], ['最多选择3项']],
  ])('%j → %j', async (value, errors) => {
    expect(await errorsOf(rules, value)).toEqual(errors);
  });

  it('needs no bounds', async () => {
    expect(await errorsOf(checkboxGroupRules('渠道'), ['web'])).toEqual([]);
  });
});

describe('email (spec 5.1: optional, else 邮箱格式不正确)', () => {
  it.each([
    ['', true],
    ['zhangsan@example.com', true],
    ['li.lei+ops@mail.example.com.cn', true],
    ['zhangsan@example', false],
    ['zhangsan.example.com', false],
    ['zhang san@example.com', false],
  ])('%j → valid %s, and isEmail agrees with the rule', async (value, valid) => {
    expect(await errorsOf(emailRules(), value)).toEqual(valid ? [] : ['邮箱格式不正确']);
    if (value !== '') expect(isEmail(value)).toBe(valid);
  });
});
