/**
 * Editable-grid cell validation (spec 5.3; JVxeTable `validateRules`, jeecg-contracts §7.2).
 *
 * Rule order is the column's order; a cell reports its first failing rule. Empty values (null,
 * undefined, '' or an empty array) fail only `required` (and the named pattern '*', which JVxeTable
 * turns into `required`); pattern, unique and handler rules skip them, as JEditableTable does.
 */
import type { CellError as GridCellError } from './rowState';
import {
  GRID_RULE_HANDLER,
  GRID_RULE_PATTERN,
  GRID_RULE_REQUIRED,
  GRID_RULE_UNIQUE,
} from '../messages';

/**
 * The named ("兼容 online") patterns, verbatim from jeecg-contracts §7.2, with two readings where
 * spec 5.3 is explicit and §7.2's two components differ: `p` "6 digits, not starting with 0" is
 * JEditableTable's `/^[1-9]\d{5}$/` (JVxeTable's `/^[0-9]{6}$/` accepts a leading 0), and `money`
 * "at most 2 decimals" is JEditableTable's regex (JVxeTable allows 5).
 */
export const NAMED_PATTERNS = {
  '*': { title: '非空', regex: /^.+$/ },
  'n6-16': { title: '6到16位数字', regex: /^\d{6,16}$/ },
  '*6-16': { title: '6到16位任意字符', regex: /^.{6,16}$/ },
  's6-18': { title: '6到18位字母', regex: /^[a-z|A-Z]{6,18}$/ },
  url: {
    title: '网址',
    regex:
      /^(?:([A-Za-z]+):)?(\/{0,3})([0-9.\-A-Za-z]+)(?::(\d+))?(?:\/([^?#]*))?(?:\?([^#]*))?(?:#(.*))?$/,
  },
  e: { title: '电子邮件', regex: /^([\w]+\.*)([\w]+)@[\w]+\.\w{3}(\.\w{2}|)$/ },
  m: { title: '手机号码', regex: /^1[3456789]\d{9}$/ },
  p: { title: '邮政编码', regex: /^[1-9]\d{5}$/ },
  s: { title: '字母', regex: /^[A-Z|a-z]+$/ },
  n: { title: '数字', regex: /^-?\d+(\.?\d+|\d?)$/ },
  z: { title: '整数', regex: /^-?\d+$/ },
  money: { title: '金额', regex: /^(([1-9][0-9]*)|([0]\.\d{0,2}|[1-9][0-9]*\.\d{0,2}))$/ },
} as const satisfies Record<string, { title: string; regex: RegExp }>;

export type NamedPattern = keyof typeof NAMED_PATTERNS;

/** §7.2: `{pattern: 'only'}` is the unique rule. */
export const UNIQUE_PATTERN = 'only';

/** A grid row as validation reads it; the row key (default `id`, spec 9) names it. */
export type ValidatedRow = Readonly<Record<string, unknown>>;

export type RuleHandler = (
  value: unknown,
  row: ValidatedRow,
  column: ValidatedColumn,
  allRows: readonly ValidatedRow[],
) => Promise<boolean | string> | boolean | string;

export interface ValidateRule {
  required?: boolean;
  unique?: boolean;
  /** A named pattern, 'only' (unique), a regex source string or a RegExp. */
  pattern?: NamedPattern | typeof UNIQUE_PATTERN | string | RegExp;
  /** Resolves true to pass; a message (placeholders substituted) or false (the rule's message) fails. */
  handler?: RuleHandler;
  /** Supports ${title}, ${key} and ${defaultValue}; defaults per rule kind (messages.ts). */
  message?: string;
}

export interface ValidatedColumn {
  key: string;
  title?: string;
  defaultValue?: unknown;
  validateRules?: readonly ValidateRule[];
}

export function isEmptyValue(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The text a pattern or the unique check sees: arrays (multi-selects) join with commas. */
function textOf(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** spec 5.3 / JVxeTable `replaceProps`: a missing property becomes ''. */
export function substituteMessage(message: string, column: ValidatedColumn): string {
  const text = (property: unknown): string => (property == null ? '' : String(property));
  return message
    .replace(/\$\{title\}/g, text(column.title))
    .replace(/\$\{key\}/g, text(column.key))
    .replace(/\$\{defaultValue\}/g, text(column.defaultValue));
}

const compiled = new WeakMap<ValidateRule, RegExp>();

/** The rule's regex, compiled once per rule object. An invalid regex string throws (a column bug). */
function regexOf(rule: ValidateRule, pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  if (Object.hasOwn(NAMED_PATTERNS, pattern)) return NAMED_PATTERNS[pattern as NamedPattern].regex;
  let regex = compiled.get(rule);
  if (!regex) {
    regex = new RegExp(pattern);
    compiled.set(rule, regex);
  }
  return regex;
}

function testPattern(regex: RegExp, text: string): boolean {
  regex.lastIndex = 0; // a g or y flag would otherwise carry state between cells
  return regex.test(text);
}

const isRequiredRule = (rule: ValidateRule): boolean =>
  rule.required === true || rule.pattern === '*';
const isUniqueRule = (rule: ValidateRule): boolean =>
  rule.unique === true || rule.pattern === UNIQUE_PATTERN;

/**
 * How many rows hold each non-empty value of a column: one pass, O(rows). Values compare by text,
 * so 7 and '7' are the same value.
 */
export function countColumnValues(rows: readonly ValidatedRow[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[key];
    if (isEmptyValue(value)) continue;
    const text = textOf(value);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

const fail = (rule: ValidateRule, fallback: string, column: ValidatedColumn): string =>
  substituteMessage(rule.message ?? fallback, column);

/**
 * The synchronous rules of a cell, in order, up to the first handler rule. Returns the failure
 * message, `null` when every rule passed, or the index of the handler rule to run next.
 */
function checkFrom(
  start: number,
  value: unknown,
  column: ValidatedColumn,
  counts: () => Map<string, number>,
): string | null | number {
  const rules = column.validateRules ?? [];
  const empty = isEmptyValue(value);
  for (let index = start; index < rules.length; index += 1) {
    const rule = rules[index] as ValidateRule;
    if (isRequiredRule(rule)) {
      if (empty) return fail(rule, GRID_RULE_REQUIRED, column);
    } else if (empty) {
      continue;
    } else if (isUniqueRule(rule)) {
      if ((counts().get(textOf(value)) ?? 0) > 1) return fail(rule, GRID_RULE_UNIQUE, column);
    } else if (rule.pattern !== undefined) {
      if (!testPattern(regexOf(rule, rule.pattern), textOf(value))) {
        return fail(rule, GRID_RULE_PATTERN, column);
      }
    } else if (rule.handler) {
      return index;
    }
  }
  return null;
}

async function checkCell(
  value: unknown,
  row: ValidatedRow,
  column: ValidatedColumn,
  allRows: readonly ValidatedRow[],
  counts: () => Map<string, number>,
  first: string | null | number,
): Promise<string | null> {
  let outcome = first;
  while (typeof outcome === 'number') {
    const rule = (column.validateRules ?? [])[outcome] as ValidateRule;
    const handler = rule.handler as RuleHandler;
    const result = await handler(value, row, column, allRows);
    if (result !== true) {
      return typeof result === 'string' && result !== ''
        ? substituteMessage(result, column)
        : fail(rule, GRID_RULE_HANDLER, column);
    }
    outcome = checkFrom(outcome + 1, value, column, counts);
  }
  return outcome;
}

/** Memoises a column's value counts so they are built only when a unique rule needs them. */
function lazyCounts(rows: readonly ValidatedRow[], key: string): () => Map<string, number> {
  let counts: Map<string, number> | undefined;
  return () => (counts ??= countColumnValues(rows, key));
}

/**
 * One cell: the first failing rule's message, or `null`. `allRows` (the table with this cell's
 * current value, as JVxeTable's unique check reads it) feeds the unique rule, O(rows) for this
 * one cell, and the handler; `row` is the row holding the cell.
 */
export function validateCell(
  value: unknown,
  row: ValidatedRow,
  column: ValidatedColumn,
  allRows: readonly ValidatedRow[],
): Promise<string | null> {
  const counts = lazyCounts(allRows, column.key);
  return checkCell(value, row, column, allRows, counts, checkFrom(0, value, column, counts));
}

/** A cell error as the row reducer stores it, with the row's place for ordering and focus. */
export interface CellError extends GridCellError {
  rowId: string;
  rowIndex: number;
}

export interface RowsValidation {
  /** row id → column key → message, for the row reducer. */
  errors: Map<string, Record<string, string>>;
  /** Every error in row order, then column order: the first one first (`validate()` API). */
  list: CellError[];
}

/**
 * Every row and every column with rules. O(rows × rule-columns): unique counts are built once per
 * column, and only cells reaching a handler rule await anything.
 */
export async function validateRows(
  rows: readonly ValidatedRow[],
  columns: readonly ValidatedColumn[],
  rowKey = 'id',
): Promise<RowsValidation> {
  const ruled = columns.filter((column) => (column.validateRules ?? []).length > 0);
  const counts = ruled.map((column) => lazyCounts(rows, column.key));
  const found: {
    rowIndex: number;
    column: ValidatedColumn;
    message: Promise<string | null> | string;
  }[] = [];
  rows.forEach((row, rowIndex) => {
    ruled.forEach((column, columnIndex) => {
      const value = row[column.key];
      const columnCounts = counts[columnIndex] as () => Map<string, number>;
      const outcome = checkFrom(0, value, column, columnCounts);
      if (outcome === null) return;
      const message =
        typeof outcome === 'string'
          ? outcome
          : checkCell(value, row, column, rows, columnCounts, outcome);
      found.push({ rowIndex, column, message });
    });
  });
  const messages = await Promise.all(found.map((entry) => entry.message));
  const errors = new Map<string, Record<string, string>>();
  const list: CellError[] = [];
  found.forEach((entry, index) => {
    const message = messages[index];
    if (message == null) return;
    const rowId = String((rows[entry.rowIndex] as ValidatedRow)[rowKey]);
    const rowErrors = errors.get(rowId) ?? {};
    rowErrors[entry.column.key] = message;
    errors.set(rowId, rowErrors);
    list.push({ rowId, rowIndex: entry.rowIndex, columnKey: entry.column.key, message });
  });
  return { errors, list };
}
