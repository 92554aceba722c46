import type { ConditionalFilter, CrudFilter, LogicalFilter } from '@refinedev/core';
import { configurationError } from './errors';
import { isBlank, scalarToString } from './query-values';

export type FilterParams = Record<string, string>;

type SupportedOperator =
  'eq' | 'ne' | 'contains' | 'startswith' | 'endswith' | 'in' | 'gte' | 'lte' | 'between';

/**
 * One Refine operator → the JeecgBoot query-language entry it becomes (jeecg-contracts §1.4).
 * Value operators write `field=<value>`; range operators write `field_begin` / `field_end`.
 */
const valueFormats: Readonly<
  Record<Exclude<SupportedOperator, 'in' | 'gte' | 'lte' | 'between'>, (v: string) => string>
> = {
  eq: (v) => v,
  ne: (v) => `!${v}`,
  contains: (v) => `*${v}*`,
  startswith: (v) => `${v}*`,
  endswith: (v) => `*${v}`,
};

export const BEGIN_SUFFIX = '_begin';
export const END_SUFFIX = '_end';

/** Operators this provider translates; every other Refine operator is refused with a clear message. */
export const SUPPORTED_OPERATORS: readonly SupportedOperator[] = [
  'eq',
  'ne',
  'contains',
  'startswith',
  'endswith',
  'in',
  'gte',
  'lte',
  'between',
];

const isSupported = (operator: string): operator is SupportedOperator =>
  (SUPPORTED_OPERATORS as readonly string[]).includes(operator);

/**
 * Refine filters → JeecgBoot list query parameters.
 * - Blank values (null, undefined, '' and empty arrays) are dropped: no condition.
 * - `and` groups are flattened, since list parameters are ANDed anyway; `or` groups cannot be
 *   expressed with plain parameters and are refused (use `meta.superQuery` with `matchType: 'or'`).
 * - Unsupported operators (lt, gt, nin, null, case-sensitive variants, negations other than `ne`…)
 *   throw instead of being ignored, so a page never shows unfiltered rows as if they were filtered.
 * - When two filters write the same parameter, the later one wins.
 */
export function buildFilterParams(filters: readonly CrudFilter[] | undefined): FilterParams {
  const params: FilterParams = {};
  for (const filter of filters ?? []) {
    if (!isConditional(filter)) {
      Object.assign(params, translateFilter(filter));
    } else if (filter.operator === 'and') {
      Object.assign(params, buildFilterParams(filter.value));
    } else {
      throw configurationError(
        '列表参数不能表达"或"条件，请使用高级查询 (meta.superQuery, matchType: "or")',
      );
    }
  }
  return params;
}

const isConditional = (filter: CrudFilter): filter is ConditionalFilter =>
  filter.operator === 'and' || filter.operator === 'or';

function translateFilter({ field, operator, value }: LogicalFilter): FilterParams {
  if (!isSupported(operator)) {
    throw configurationError(`不支持的筛选操作符 "${operator}"（字段 ${field}）`);
  }
  const what = `筛选条件 ${field}`;
  switch (operator) {
    case 'in':
      return single(field, joinList(value, what));
    case 'gte':
      return single(`${field}${BEGIN_SUFFIX}`, isBlank(value) ? '' : scalarToString(value, what));
    case 'lte':
      return single(`${field}${END_SUFFIX}`, isBlank(value) ? '' : scalarToString(value, what));
    case 'between':
      return range(field, value, what);
    default:
      return single(
        field,
        isBlank(value) ? '' : valueFormats[operator](scalarToString(value, what)),
      );
  }
}

/** One parameter, or none when its value is empty. */
const single = (name: string, value: string): FilterParams =>
  value === '' ? {} : { [name]: value };

/** `in`: JeecgBoot reads a comma in the value as IN (jeecg-contracts §1.4). */
function joinList(value: unknown, what: string): string {
  if (isBlank(value)) return '';
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items
    .filter((item) => !isBlank(item))
    .map((item) => scalarToString(item, what))
    .join(',');
}

/** `between`: `[from, to]` → `field_begin` / `field_end`; either end may be left open. */
function range(field: string, value: unknown, what: string): FilterParams {
  if (isBlank(value)) return {};
  if (!Array.isArray(value) || value.length !== 2) {
    throw configurationError(`${what}的 between 值必须是 [开始, 结束]`);
  }
  const [from, to]: unknown[] = value;
  return {
    ...single(`${field}${BEGIN_SUFFIX}`, isBlank(from) ? '' : scalarToString(from, what)),
    ...single(`${field}${END_SUFFIX}`, isBlank(to) ? '' : scalarToString(to, what)),
  };
}
