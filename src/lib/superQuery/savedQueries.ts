/**
 * Saved advanced queries (spec 3 "Saved advanced query", 4, 5.4): a list per page kept in local
 * storage under `JSuperQuerySaved_` + the route path or a given code, as JSuperQuery kept them, so
 * queries saved with the old console still load.
 */
import { isRecord } from '../guards';
import { RULE_LABELS, type SuperQueryCondition, type SuperQueryMatchType } from './conditions';

export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  records: SuperQueryCondition[];
}

/** JSuperQuery's key prefix (jeecg-contracts §8). */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

export type SavedQueryKey = `${typeof SAVED_QUERY_PREFIX}${string}`;

export const isSavedQueryKey = (key: string): key is SavedQueryKey =>
  key.startsWith(SAVED_QUERY_PREFIX);

/** spec 4: the given code, else the route path. */
export function savedQueryKey(code: string | undefined, routePath: string): SavedQueryKey {
  return `${SAVED_QUERY_PREFIX}${code || routePath}`;
}

export const findSavedQuery = (
  list: readonly SavedQuery[],
  title: string,
): SavedQuery | undefined => list.find((query) => query.title === title);

/**
 * Adds the query, or replaces the one of the same title in place (the caller has asked
 * '{name} 已存在，是否覆盖？' first).
 */
export function saveQuery(list: readonly SavedQuery[], query: SavedQuery): SavedQuery[] {
  const index = list.findIndex((saved) => saved.title === query.title);
  if (index < 0) return [...list, query];
  return list.map((saved, at) => (at === index ? query : saved));
}

export function removeSavedQuery(list: readonly SavedQuery[], title: string): SavedQuery[] {
  return list.filter((saved) => saved.title !== title);
}

const isCondition = (value: unknown): value is SuperQueryCondition =>
  isRecord(value) &&
  typeof value.field === 'string' &&
  typeof value.rule === 'string' &&
  Object.hasOwn(RULE_LABELS, value.rule) &&
  (typeof value.val === 'string' || typeof value.val === 'number');

/**
 * The stored list, read defensively: entries without a title or records are dropped, a missing
 * matchType reads as 'and' (JSuperQuery: "兼容旧数据"), numeric values become text.
 */
export function parseSavedQueries(raw: unknown): SavedQuery[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((entry): SavedQuery[] => {
    if (!isRecord(entry) || typeof entry.title !== 'string' || !Array.isArray(entry.records)) {
      return [];
    }
    const records = entry.records
      .filter(isCondition)
      .map((record) => ({ ...record, val: String(record.val) }));
    const matchType = entry.matchType === 'or' ? 'or' : 'and';
    return [{ title: entry.title, matchType, records }];
  });
}
