/**
 * The form of a descriptor-driven page (issue 19 F; spec 5.1 rules): the descriptor's field rules
 * as structural antd rules, the record's text values as form values and back. The server checks
 * the rules again (cap.yaml DynRecordAddtion `invalidValue`).
 */
import { pleaseSelect } from '../messages';
import {
  isEmptyValue,
  lengthRules,
  predicateRule,
  requiredRules,
  selectRules,
  type FieldRule,
} from '../validators';
import type { DynFormFieldSpec, DynRecordValues } from './types';

/** Form values by field name: text, or a number for number fields. */
export type DynFormValues = Record<string, string | number | undefined | null>;

export const DYN_RULE_TEXTS = {
  patternMismatch: (label: string) => `${label}格式不正确`,
  notNumber: (label: string) => `${label}须为数字`,
  range: (label: string, min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? `${label}须在${min}至${max}之间`
      : min !== undefined
        ? `${label}不能小于${min}`
        : `${label}不能大于${max}`,
};

/** The descriptor's pattern as a whole-text match; one that does not compile is left to the server. */
export function compilePattern(pattern: string | undefined): RegExp | undefined {
  if (!pattern) return undefined;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return undefined;
  }
}

function numberRules(field: DynFormFieldSpec): FieldRule[] {
  const { label, min, max } = field;
  const rules: FieldRule[] = [
    predicateRule((text) => Number.isFinite(Number(text)), DYN_RULE_TEXTS.notNumber(label)),
  ];
  if (min !== undefined || max !== undefined) {
    rules.push(
      predicateRule(
        (text) => {
          const number = Number(text);
          return (min === undefined || number >= min) && (max === undefined || number <= max);
        },
        DYN_RULE_TEXTS.range(label, min, max),
      ),
    );
  }
  return rules;
}

/** The rules of one form field, from its widget and the descriptor's constraints. */
export function formRulesOf(field: DynFormFieldSpec): FieldRule[] {
  const { label, widget, required, maxLength } = field;
  if (widget === 'select') return required ? selectRules(label) : [];
  if (widget === 'date') {
    return required
      ? [{ required: true, message: pleaseSelect(label), validateTrigger: 'onChange' }]
      : [];
  }
  const rules: FieldRule[] =
    widget === 'number'
      ? [
          ...(required ? [{ required: true, message: `请输入${label}` }] : []),
          ...numberRules(field),
        ]
      : required
        ? requiredRules(label, { max: maxLength })
        : lengthRules({ max: maxLength });
  const pattern = compilePattern(field.pattern);
  if (pattern) {
    rules.push(
      predicateRule(
        (text) => pattern.test(text),
        field.patternMessage || DYN_RULE_TEXTS.patternMismatch(label),
      ),
    );
  }
  return rules;
}

/** Whether the field may be changed: a field marked not editable keeps its value when editing. */
export const isFieldLocked = (field: DynFormFieldSpec, mode: 'create' | 'edit'): boolean =>
  mode === 'edit' && field.editable === false;

/** A record's values as the form holds them: number fields as numbers, the rest as text. */
export function formValuesOf(
  fields: readonly DynFormFieldSpec[],
  values: DynRecordValues,
): DynFormValues {
  const form: DynFormValues = {};
  for (const { field, widget } of fields) {
    const value = values[field];
    if (value === null || value === undefined || value === '') continue;
    if (widget === 'number') {
      const number = Number(value);
      form[field] = Number.isFinite(number) ? number : value;
    } else form[field] = value;
  }
  return form;
}

/**
 * The values sent for a save: every form field of the descriptor as text (numbers in plain
 * notation, text trimmed), an empty one as null; values of fields the descriptor lacks are not sent.
 */
export function recordValuesOf(
  fields: readonly DynFormFieldSpec[],
  form: DynFormValues,
): DynRecordValues {
  const values: DynRecordValues = {};
  for (const { field, widget } of fields) {
    const value = form[field];
    if (isEmptyValue(value)) {
      values[field] = null;
      continue;
    }
    const text = String(value);
    values[field] = widget === 'select' || widget === 'date' ? text : text.trim() || null;
  }
  return values;
}
