import { configurationError } from './errors';
import type {
  SuperQuery,
  SuperQueryCondition,
  SuperQueryMatchType,
} from '../../src/lib/superQuery/model';

export type {
  SuperQuery,
  SuperQueryCondition,
  SuperQueryFieldSettings,
  SuperQueryMatchType,
  SuperQueryRule,
} from '../../src/lib/superQuery/model';

export interface SuperQueryParams {
  superQueryParams?: string;
  superQueryMatchType?: SuperQueryMatchType;
}

/**
 * `meta.superQuery` → `superQueryParams` + `superQueryMatchType`, as the Vue2 list mixin sends
 * them: `superQueryParams = encodeURI(JSON.stringify(params))`. The requester then percent-encodes
 * the query string again; the server decodes twice, so the double encoding is intended
 * (jeecg-contracts §8). An absent or empty condition list sends nothing (the server would ignore
 * an empty list anyway). `matchType` defaults to `and`, like the builder.
 */
export function buildSuperQueryParams(superQuery: unknown): SuperQueryParams {
  if (superQuery === undefined || superQuery === null) return {};
  const { params, matchType } = readSuperQuery(superQuery);
  if (params.length === 0) return {};
  return {
    superQueryParams: encodeURI(JSON.stringify(params)),
    superQueryMatchType: matchType ?? 'and',
  };
}

/** `meta` is untyped in Refine, so the shape is checked here rather than trusted. */
function readSuperQuery(value: unknown): SuperQuery {
  if (typeof value !== 'object' || value === null || !('params' in value)) {
    throw configurationError('meta.superQuery 必须是 { params: [...], matchType }');
  }
  const { params } = value;
  const matchType = 'matchType' in value ? value.matchType : undefined;
  if (!Array.isArray(params) || !params.every(isCondition)) {
    throw configurationError('meta.superQuery.params 必须是 {field, rule, val} 条件数组');
  }
  if (matchType !== undefined && matchType !== 'and' && matchType !== 'or') {
    throw configurationError('meta.superQuery.matchType 只能是 "and" 或 "or"');
  }
  return { params, matchType };
}

const isCondition = (item: unknown): item is SuperQueryCondition =>
  typeof item === 'object' &&
  item !== null &&
  'field' in item &&
  typeof item.field === 'string' &&
  'rule' in item &&
  typeof item.rule === 'string';
