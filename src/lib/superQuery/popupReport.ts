/**
 * Pure rules of the popup report picker (JPopup + JPopupOnlReport; spec 2.10, 3 "Picker config",
 * 5.4, 7.5): configuration check, the orgFields → destFields copy, the getData parameters.
 */
import { POPUP_CONFIG_INVALID, POPUP_FIELD_COUNT_MISMATCH, SELECT_ONE_ROW } from '../messages';

/** spec 3: code, field, orgFields, destFields, spliter (default comma). */
export interface PopupConfig {
  /** Report code for getRpColumns. */
  code?: string;
  /** Report columns to copy from, comma-separated. */
  orgFields?: string;
  /** Form fields to copy into, comma-separated, in the same order. */
  destFields?: string;
}

export const DEFAULT_SPLITER = ',';

export const splitFields = (fields: string | undefined): string[] =>
  (fields ?? '').split(',').map((name) => name.trim());

/** spec 5.4: the configuration error to show, or undefined when the picker can work. */
export function popupConfigError({ code, orgFields, destFields }: PopupConfig): string | undefined {
  if (!code || !orgFields || !destFields) return POPUP_CONFIG_INVALID;
  if (splitFields(orgFields).length !== splitFields(destFields).length) {
    return POPUP_FIELD_COUNT_MISMATCH;
  }
  return undefined;
}

/** spec 5.4: single mode needs exactly one row; multi mode at least one. */
export function selectionError(count: number, multi: boolean): string | undefined {
  if (count === 0 || (!multi && count > 1)) return SELECT_ONE_ROW;
  return undefined;
}

export type ReportRecord = Record<string, unknown>;

const cellText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/**
 * The chosen rows copied into the destination fields: destFields[i] gets orgFields[i] of every
 * row, joined with the spliter (a 0 stays "0", a missing value becomes empty text).
 */
export function mapSelection(
  rows: readonly ReportRecord[],
  config: Required<Pick<PopupConfig, 'orgFields' | 'destFields'>>,
  spliter: string = DEFAULT_SPLITER,
): Record<string, string> {
  const org = splitFields(config.orgFields);
  const dest = splitFields(config.destFields);
  const mapped: Record<string, string> = {};
  dest.forEach((destField, index) => {
    const orgField = org[index] ?? '';
    mapped[destField] = rows.map((row) => cellText(row[orgField])).join(spliter);
  });
  return mapped;
}

/** Every destination field emptied (the input's clear button). */
export function emptySelection(destFields: string): Record<string, string> {
  return Object.fromEntries(splitFields(destFields).map((field) => [field, '']));
}

/** The input shows the values comma-separated whatever the spliter. */
export const displayText = (
  value: string | undefined,
  spliter: string = DEFAULT_SPLITER,
): string => (value ? value.split(spliter).join(',') : '');

export interface ReportSorter {
  column: string;
  order: 'asc' | 'desc';
}

/** `column=asc|desc` (JPopup `sorter` prop); anything else means no initial sort. */
export function parseSorter(sorter: string | undefined): ReportSorter | undefined {
  const [column, order, ...rest] = (sorter ?? '').split('=');
  const direction = order?.toLowerCase();
  if (!column || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { column, order: direction };
}

export type SearchValues = Record<string, string | number | undefined | null>;

/**
 * The free-form part of getData (jeecg-contracts §2.10): each filled search field as itself
 * (`<field>`, or `<field>_begin`/`<field>_end` already named so by the form), and each report
 * parameter of the `param` prop as `self_<name>`. Empty values are left out (JPopupOnlReport
 * filterObj).
 */
export function reportFilterParams(
  search: SearchValues,
  param: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(param)) {
    if (value !== '') params[`self_${name}`] = value;
  }
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') params[name] = String(value);
  }
  return params;
}

/**
 * A search field's preset from the `param` prop: JPopupOnlReport fills a single-mode search field
 * whose name is also a report parameter, without the SQL quotes ('abc' → abc).
 */
export function presetSearch(
  fields: readonly { field: string; mode?: string | null }[],
  param: Readonly<Record<string, string>> = {},
): SearchValues {
  const search: SearchValues = {};
  for (const { field, mode } of fields) {
    if (mode === 'group') continue;
    const preset = param[field];
    search[field] =
      preset && preset.length > 1 && preset.startsWith("'") && preset.endsWith("'")
        ? preset.slice(1, -1)
        : (preset ?? '');
  }
  return search;
}

/** A stable key for a report row: its id when it has one, else its whole content. */
export const reportRowKey = (row: ReportRecord): string =>
  typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : JSON.stringify(row);

/** Dictionary text of a cell: comma-separated codes, each looked up (filterMultiDictText). */
export function dictCellText(
  options: readonly { value: string; text?: string | null; label?: string | null }[] | undefined,
  value: unknown,
): string {
  const raw = cellText(value);
  if (!options || raw === '') return raw;
  return raw
    .split(',')
    .map((code) => {
      const option = options.find((item) => item.value === code);
      return option?.text ?? option?.label ?? code;
    })
    .join(',');
}
