/**
 * The search of a descriptor-driven page (issue 19 F, spec 2.7 "dynamic query pages"): what the
 * search form holds becomes the `filters` of DynRecordInquiry, by the descriptor's search fields.
 */
import type { DateRangeText, DynSearchFieldSpec } from './types';

/** Search form values by field name: text, a dictionary value, or a date range. */
export type DynSearchValues = Record<string, string | DateRangeText | undefined | null>;

const isRange = (value: unknown): value is DateRangeText => Array.isArray(value);

/**
 * The filters of a search: trimmed text (the server matches a substring), a dictionary value as
 * it is, a date range as `<field>_begin` / `<field>_end` (cap.yaml DynRecordInquiry). Empty
 * values and values of fields the descriptor lacks are left out.
 */
export function searchFiltersOf(
  fields: readonly DynSearchFieldSpec[],
  values: DynSearchValues,
): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const { field, widget } of fields) {
    const value = values[field];
    if (widget === 'dateRange') {
      if (!isRange(value)) continue;
      const [begin, end] = value;
      if (begin) filters[`${field}_begin`] = begin;
      if (end) filters[`${field}_end`] = end;
      continue;
    }
    if (typeof value !== 'string') continue;
    const text = widget === 'input' ? value.trim() : value;
    if (text !== '') filters[field] = text;
  }
  return filters;
}
