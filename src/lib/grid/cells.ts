/** Editable-grid cell rules (spec 4 "Grid editing", 5.3, 9): number input, tags, statistics, widths. */
import {
  GRID_DATE_MIN_WIDTH,
  GRID_DATETIME_MIN_WIDTH,
  GRID_ROW_CONTROL_COLUMN_WIDTH,
  GRID_ROW_CONTROL_COLUMN_WIDTH_WITH_FOOTER,
  GRID_SEQ_COLUMN_WIDTH,
} from '../constants';

/**
 * spec 5.3: an inputNumber cell keeps only digits, one minus (only as the first character) and
 * one decimal point (the first); everything else typed is dropped.
 */
export function sanitizeNumberInput(text: string): string {
  let result = '';
  let hasPoint = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') result += char;
    else if (char === '-' && result === '') result += char;
    else if (char === '.' && !hasPoint) {
      hasPoint = true;
      result += char;
    }
  }
  return result;
}

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/** spec 5.3: on blur the text becomes a number, or '' when it is not one ('-', '.', '1-2'…). */
export function numberOnBlur(text: string): number | '' {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return '';
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : '';
}

export const TAG_SEPARATOR = ';';

/**
 * spec 4: tag values are split into 2-character segments joined by ';'. Existing separators are
 * removed first, so splitting is idempotent ('ab;cd' stays 'ab;cd') and a re-split after an edit
 * realigns ('abc;de' → 'ab;cd;e'); an odd length leaves a 1-character last segment. Characters are
 * code points, so a Chinese or emoji character counts once. Empty or missing gives ''.
 */
export function splitTags(value: string | null | undefined): string {
  const chars = Array.from((value ?? '').replaceAll(TAG_SEPARATOR, ''));
  const segments: string[] = [];
  for (let index = 0; index < chars.length; index += 2) {
    segments.push(chars.slice(index, index + 2).join(''));
  }
  return segments.join(TAG_SEPARATOR);
}

export type StatisticsKind = 'sum' | 'average';

/** Above this many decimals the scaled integers would leave the exact range of a double. */
const MAX_DECIMALS = 10;
const AVERAGE_MIN_DECIMALS = 2;
const NUMERIC_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function numericOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !NUMERIC_TEXT.test(value.trim())) return null;
  return Number(value.trim());
}

/** Decimal places of a number as written, exponent included ('1.5e-3' → 4). */
function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.min(MAX_DECIMALS, Math.max(0, fraction.length - Number(exponent)));
}

const roundTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/**
 * The statistics row (spec 3 column `statistics`, spec 4). Numbers and numeric strings count;
 * empty and non-numeric cells are skipped (also for the average's divisor); no numeric cell
 * gives 0. To stay exact on money-like values (0.1 + 0.2 → 0.3) each value is scaled to an integer
 * at the largest decimal count seen (at most 10) before summing. The average is rounded half up
 * to that many decimals, but at least 2 (1, 1, 2 → 1.33). Two passes, O(rows).
 */
export function statistics(
  rows: readonly Readonly<Record<string, unknown>>[],
  key: string,
  kind: StatisticsKind,
): number {
  let decimals = 0;
  let count = 0;
  for (const row of rows) {
    const value = numericOf(row[key]);
    if (value === null) continue;
    count += 1;
    decimals = Math.max(decimals, decimalsOf(value));
  }
  if (count === 0) return 0;
  const scale = 10 ** decimals;
  let scaledSum = 0;
  for (const row of rows) {
    const value = numericOf(row[key]);
    if (value !== null) scaledSum += Math.round(value * scale);
  }
  if (kind === 'sum') return scaledSum / scale;
  return roundTo(scaledSum / count / scale, Math.max(decimals, AVERAGE_MIN_DECIMALS));
}

/** spec 5.3 minimum widths, by column type. */
const MIN_WIDTHS: Readonly<Record<string, number>> = {
  date: GRID_DATE_MIN_WIDTH,
  datetime: GRID_DATETIME_MIN_WIDTH,
  sel_user: GRID_DATETIME_MIN_WIDTH,
  sel_depart: GRID_DATETIME_MIN_WIDTH,
};

/**
 * A column's width with spec 5.3's minimum applied: a number or a 'NNpx' string under the
 * minimum becomes the minimum (a number); no width takes the minimum. Other types and other
 * widths (percentages) are returned unchanged.
 */
export function minColumnWidth(
  type: string,
  width: number | string | undefined,
): number | string | undefined {
  const minimum = Object.hasOwn(MIN_WIDTHS, type) ? MIN_WIDTHS[type] : undefined;
  if (minimum === undefined) return width;
  if (width === undefined) return minimum;
  const pixels =
    typeof width === 'number' ? width : /^\d+(\.\d+)?(px)?$/.test(width) ? parseFloat(width) : NaN;
  if (Number.isNaN(pixels)) return width;
  return pixels < minimum ? minimum : width;
}

/** spec 9 widths of the row-control columns (spec 3 column types). */
export function rowControlColumnWidth(type: string, hasFooter: boolean): number | undefined {
  if (type === 'row-number') return GRID_SEQ_COLUMN_WIDTH;
  if (['row-checkbox', 'row-radio', 'row-expand', 'row-drag-sort'].includes(type)) {
    return hasFooter ? GRID_ROW_CONTROL_COLUMN_WIDTH_WITH_FOOTER : GRID_ROW_CONTROL_COLUMN_WIDTH;
  }
  return undefined;
}

export interface PickerColumn {
  type: string;
  multi?: unknown;
  /** An object, or its JSON text (as the server's online forms store it). */
  fieldExtendJson?: unknown;
}

/** A column's fieldExtendJson: JSON text parsed safely (never evaluated); only an object counts. */
export function extendOptions(fieldExtendJson: unknown): Readonly<Record<string, unknown>> {
  let parsed = fieldExtendJson;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return {};
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * spec 5.3: department and user picker columns are multiple unless fieldExtendJson sets
 * multiSelect to false or the column's multi is 0. Other column types are never multiple here.
 */
export function isMultiSelect(column: PickerColumn): boolean {
  if (column.type !== 'sel_depart' && column.type !== 'sel_user') return false;
  if (column.multi === 0) return false;
  return extendOptions(column.fieldExtendJson).multiSelect !== false;
}
