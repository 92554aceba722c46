import type { RequestOptions } from '../http/types';
import { configurationError } from './errors';

/** The query-string shape the requester accepts. */
export type QueryParams = NonNullable<RequestOptions['query']>;

export type QueryScalar = string | number | boolean;

/** null, undefined and the empty (or blank) string carry no condition and are never sent. */
export const isBlank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export const isScalar = (value: unknown): value is QueryScalar =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/**
 * A filter or query value as the string JeecgBoot parses. Only scalars are accepted: dates must
 * be formatted by the page (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, jeecg-contracts §1.3), because
 * only the page knows which of the two the field wants.
 */
export function scalarToString(value: unknown, what: string): string {
  if (!isScalar(value)) {
    throw configurationError(`${what}的值必须是字符串、数字或布尔值`);
  }
  return String(value);
}

/** Extra query parameters from `meta.query`: scalars pass, blanks are dropped, arrays are comma-joined. */
export function readExtraQuery(query: unknown): QueryParams {
  if (query === undefined || query === null) return {};
  if (typeof query !== 'object' || Array.isArray(query)) {
    throw configurationError('meta.query 必须是一个对象');
  }
  const params: QueryParams = {};
  for (const [name, value] of Object.entries(query)) {
    const what = `meta.query.${name}`;
    if (Array.isArray(value)) {
      const joined = value
        .filter((item) => !isBlank(item))
        .map((item) => scalarToString(item, what))
        .join(',');
      if (joined !== '') params[name] = joined;
    } else if (!isBlank(value)) {
      if (!isScalar(value)) throw configurationError(`${what}的值必须是字符串、数字或布尔值`);
      params[name] = value;
    }
  }
  return params;
}
