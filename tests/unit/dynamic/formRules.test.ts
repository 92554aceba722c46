import { describe, expect, it } from 'vitest';
import {
  DYN_RULE_TEXTS,
  compilePattern,
  formRulesOf,
  formValuesOf,
  isFieldLocked,
  recordValuesOf,
  type DynFormFieldSpec,
} from '../../../src/lib/dynamic';
import type { FieldRule } from '../../../src/lib/validators';

/** The first message the rules give for `value`, antd style (required first, then validators). */
async function problemOf(rules: FieldRule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    const empty = value === undefined || value === null || value === '';
    const blank = typeof value === 'string' && value.trim() === '';
    if (rule.required && (empty || (rule.whitespace && blank))) return rule.message;
    if (rule.validator) {
      try {
        await rule.validator(rule, value);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return undefined;
}

const BRANCH_NO: DynFormFieldSpec = {
  field: 'branchNo',
  label: '联行号',
  widget: 'input',
  required: true,
  pattern: '\\d{12}',
  patternMessage: '联行号为12位数字',
  editable: false,
};
const NAME: DynFormFieldSpec = {
  field: 'branchName',
  label: '网点名称',
  widget: 'input',
  required: true,
  maxLength: 6,
};
const ADDRESS: DynFormFieldSpec = {
  field: 'address',
  label: '网点地址',
  widget: 'textarea',
  maxLength: 5,
};
const PHONE: DynFormFieldSpec = {
  field: 'phone',
  label: '联系电话',
  widget: 'input',
  pattern: '1\\d{10}',
};
const BANK: DynFormFieldSpec = {
  field: 'bankCode',
  label: '所属银行',
  widget: 'select',
  dictCode: 'dyn_bank_code',
  required: true,
};
const LEVEL: DynFormFieldSpec = {
  field: 'riskLevel',
  label: '风险等级',
  widget: 'number',
  required: true,
  min: 1,
  max: 5,
};
const SINCE: DynFormFieldSpec = {
  field: 'effectiveDate',
  label: '生效日期',
  widget: 'date',
  required: true,
};
const UNTIL: DynFormFieldSpec = { field: 'expireDate', label: '失效日期', widget: 'date' };

describe('formRulesOf', () => {
  it.each<[string, DynFormFieldSpec, unknown, string | undefined]>([
    ['required text missing', NAME, '', '请输入网点名称'],
    ['required text blank', NAME, '   ', '请输入网点名称'],
    ['text within its length', NAME, '杭州西湖支行', undefined],
    ['text too long', NAME, '杭州西湖区支行', '最大长度为6个字符'],
    ['optional text empty', ADDRESS, '', undefined],
    ['optional text too long', ADDRESS, '文三路398号', '最大长度为5个字符'],
    ['pattern matched whole', BRANCH_NO, '102331000107', undefined],
    ['pattern with the server message', BRANCH_NO, '10233100010', '联行号为12位数字'],
    ['pattern is anchored', BRANCH_NO, '1023310001070', '联行号为12位数字'],
    ['pattern without a message', PHONE, '0571', '联系电话格式不正确'],
    ['optional pattern empty', PHONE, '', undefined],
    ['select missing', BANK, undefined, '请选择所属银行'],
    ['select chosen', BANK, '102', undefined],
    ['number missing', LEVEL, null, '请输入风险等级'],
    ['number in range', LEVEL, 3, undefined],
    ['number below', LEVEL, 0, DYN_RULE_TEXTS.range('风险等级', 1, 5)],
    ['number above', LEVEL, 6, '风险等级须在1至5之间'],
    ['date missing', SINCE, undefined, '请选择生效日期'],
    ['optional date empty', UNTIL, undefined, undefined],
  ])('%s', async (_name, field, value, expected) => {
    expect(await problemOf(formRulesOf(field), value)).toBe(expected);
  });

  it('a pattern that does not compile is left to the server', async () => {
    expect(compilePattern('([')).toBeUndefined();
    const field: DynFormFieldSpec = { field: 'x', label: '编码', widget: 'input', pattern: '([' };
    expect(await problemOf(formRulesOf(field), 'anything')).toBeUndefined();
  });

  it.each([
    [{ min: 1 }, '等级不能小于1'],
    [{ max: 5 }, '等级不能大于5'],
  ])('a one-sided bound %j says %s', (bound, text) => {
    const { min, max } = bound as { min?: number; max?: number };
    expect(DYN_RULE_TEXTS.range('等级', min, max)).toBe(text);
  });
});

describe('form values and record values', () => {
  const FIELDS = [BRANCH_NO, NAME, ADDRESS, BANK, LEVEL, SINCE, UNTIL];

  it('a record as the form holds it: numbers as numbers, empties left out', () => {
    expect(
      formValuesOf(FIELDS, {
        branchNo: '102331000107',
        branchName: '杭州西湖支行',
        address: '',
        bankCode: '102',
        riskLevel: '3',
        effectiveDate: '2026-11-01',
        expireDate: null,
        updateTime: '2026-11-20 09:30:00',
      }),
    ).toEqual({
      branchNo: '102331000107',
      branchName: '杭州西湖支行',
      bankCode: '102',
      riskLevel: 3,
      effectiveDate: '2026-11-01',
    });
  });

  it('a save sends every form field as text, empties as null, other values not at all', () => {
    expect(
      recordValuesOf(FIELDS, {
        branchNo: '102331000107',
        branchName: '  杭州西湖支行 ',
        address: '   ',
        bankCode: '102',
        riskLevel: 3,
        effectiveDate: '2026-11-01',
        updateTime: 'x',
      }),
    ).toEqual({
      branchNo: '102331000107',
      branchName: '杭州西湖支行',
      address: null,
      bankCode: '102',
      riskLevel: '3',
      effectiveDate: '2026-11-01',
      expireDate: null,
    });
  });

  it.each([
    [BRANCH_NO, 'edit', true],
    [BRANCH_NO, 'create', false],
    [NAME, 'edit', false],
  ] as const)('%o locked when %s: %s', (field, mode, locked) => {
    expect(isFieldLocked(field, mode)).toBe(locked);
  });
});
