import { describe, expect, it, vi } from 'vitest';
import { fieldRules } from '../../../resources/kit/FormFields';
import type { FormFieldDecl } from '../../../resources/kit';

describe('fieldRules (spec 5.1)', () => {
  it('a required text field says 请输入… and refuses blanks; a choice says 请选择…', () => {
    const text: FormFieldDecl = { kind: 'text', field: 'name', label: '职务名称', required: true };
    const dict: FormFieldDecl = {
      kind: 'dict',
      field: 'postRank',
      label: '职级',
      dictCode: 'position_rank',
      required: true,
    };
    expect(fieldRules(text, { mode: 'create' })).toEqual([
      { required: true, message: '请输入职务名称', whitespace: true },
    ]);
    expect(fieldRules(dict, { mode: 'create' })).toEqual([
      { required: true, message: '请选择职级' },
    ]);
  });

  it('declared rules follow; a rule factory gets the form context (the edited id)', () => {
    const unique = { validateTrigger: 'onBlur', message: 'x' };
    const factory = vi.fn(() => [unique]);
    const code: FormFieldDecl = { kind: 'text', field: 'code', label: '编码', rules: factory };
    expect(fieldRules(code, { mode: 'edit', id: 'p2' })).toEqual([unique]);
    expect(factory).toHaveBeenCalledWith({ mode: 'edit', id: 'p2' });
  });
});
