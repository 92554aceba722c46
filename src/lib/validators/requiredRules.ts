/**
 * Required rules of spec 5.1: the generic required text field with optional length bounds, the
 * select (checked on change) and the checkbox group with selection bounds.
 */
import {
  maxLength,
  maxSelections,
  minLength,
  minSelections,
  pleaseEnter,
  pleaseSelect,
} from '../messages';
import type { FieldRule } from './fields';
import { isEmptyValue } from './patternRules';
import { characterCount } from './patterns';

export interface RequiredOptions {
  /** Replaces 请输入{label}. */
  message?: string;
  /** Fewest characters (spec 5.1 'minimum length N characters'). */
  min?: number;
  /** Most characters (spec 5.1 'maximum length N characters'). */
  max?: number;
}

function boundRule(
  measure: (value: unknown) => number | undefined,
  fails: (size: number) => boolean,
  message: string,
): FieldRule {
  return {
    validator: async (_rule, value) => {
      const size = measure(value);
      if (size !== undefined && fails(size)) throw new Error(message);
    },
  };
}

const textLength = (value: unknown): number | undefined =>
  typeof value === 'string' && !isEmptyValue(value) ? characterCount(value) : undefined;

const selectionCount = (value: unknown): number | undefined =>
  Array.isArray(value) && value.length > 0 ? value.length : undefined;

/** Length bounds in characters (spec 5.1), for any text field; an empty value passes. */
export function lengthRules(bounds: { min?: number; max?: number }): FieldRule[] {
  const { min, max } = bounds;
  return [
    ...(min === undefined ? [] : [boundRule(textLength, (size) => size < min, minLength(min))]),
    ...(max === undefined ? [] : [boundRule(textLength, (size) => size > max, maxLength(max))]),
  ];
}

/** A required text field; blanks alone count as empty. */
export function requiredRules(label: string, options: RequiredOptions = {}): FieldRule[] {
  return [
    { required: true, whitespace: true, message: options.message ?? pleaseEnter(label) },
    ...lengthRules(options),
  ];
}

export interface SelectOptions {
  /** Replaces 请选择{label}. */
  message?: string;
  /** A multiple select: its value is an array and an empty one counts as nothing chosen. */
  multiple?: boolean;
}

/** spec 5.1 select: required, checked on change. */
export function selectRules(label: string, options: SelectOptions = {}): FieldRule[] {
  return [
    {
      required: true,
      ...(options.multiple ? { type: 'array' as const } : {}),
      message: options.message ?? pleaseSelect(label),
      validateTrigger: 'onChange',
    },
  ];
}

export interface CheckboxGroupOptions {
  /** Replaces 请选择{label}. */
  message?: string;
  /** Fewest selections (至少选择N项). */
  min?: number;
  /** Most selections (最多选择N项). */
  max?: number;
}

/** spec 5.1 checkbox group: a required array with optional selection bounds. */
export function checkboxGroupRules(label: string, options: CheckboxGroupOptions = {}): FieldRule[] {
  const { min, max } = options;
  return [
    { required: true, type: 'array', message: options.message ?? pleaseSelect(label) },
    ...(min === undefined
      ? []
      : [boundRule(selectionCount, (size) => size < min, minSelections(min))]),
    ...(max === undefined
      ? []
      : [boundRule(selectionCount, (size) => size > max, maxSelections(max))]),
  ];
}
