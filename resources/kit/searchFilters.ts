/**
 * Search form values → Refine filters, which `buildListParams` turns into JeecgBoot list
 * parameters (spec 7.5; jeecg-contracts §1.4, §8). Pure: no React, no antd.
 */
import type { CrudFilter } from '@refinedev/core';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../src/lib/constants';
import type { SearchFieldDecl } from './types';

/** A date as the pickers give it (dayjs), or already a string. */
interface Formattable {
  format(template: string): string;
}

const isFormattable = (value: unknown): value is Formattable =>
  typeof value === 'object' &&
  value !== null &&
  'format' in value &&
  typeof value.format === 'function';

function dateText(value: unknown, template: string): string | undefined {
  if (isFormattable(value)) return value.format(template);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * One filter per filled field: text with its operator (LIKE `*x*` by default), dictionary and
 * select values exactly, date ranges as `between` (→ `_begin` / `_end`; a day range covers whole
 * days on the server). Blank fields give no filter, so 重置 clears the conditions.
 */
export function searchFilters(
  fields: readonly SearchFieldDecl[],
  values: Readonly<Record<string, unknown>>,
): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const field of fields) {
    const value = values[field.field];
    if (isBlank(value)) continue;
    switch (field.kind) {
      case 'text':
        filters.push({
          field: field.field,
          operator: field.operator ?? 'contains',
          value: String(value).trim(),
        });
        break;
      case 'dict':
      case 'select':
        filters.push({ field: field.field, operator: 'eq', value: String(value) });
        break;
      case 'dateRange': {
        if (!Array.isArray(value)) break;
        const template = field.withTime ? DATE_TIME_FORMAT : DATE_FORMAT;
        const [from, to] = value.map((end: unknown) => dateText(end, template));
        if (from === undefined && to === undefined) break;
        filters.push({ field: field.field, operator: 'between', value: [from, to] });
        break;
      }
    }
  }
  return filters;
}
