/**
 * JeecgBoot's hierarchical codes (YouBianCodeUtil): each level adds a letter and two digits, A01
 * … A99, B01 …; a child's code starts with its parent's. Used by 分类字典 and the fill rules
 * CategoryCodeRule and OrgCodeRule.
 */
import { all, one, type Queryable } from '../../db/database';

const LEVEL = /^([A-Z])(\d{2})$/;

/** The code after the highest of `siblings` under `prefix` (A01 when there is none). */
export function nextLevelCode(prefix: string, siblings: readonly string[]): string {
  let highest: [string, number] | undefined;
  for (const code of siblings) {
    if (!code.startsWith(prefix) || code.length !== prefix.length + 3) continue;
    const match = LEVEL.exec(code.slice(prefix.length));
    if (!match) continue;
    const level: [string, number] = [match[1]!, Number(match[2])];
    if (!highest || level[0] > highest[0] || (level[0] === highest[0] && level[1] > highest[1])) {
      highest = level;
    }
  }
  if (!highest) return `${prefix}A01`;
  const [letter, number] = highest;
  if (number < 99) return `${prefix}${letter}${String(number + 1).padStart(2, '0')}`;
  return `${prefix}${String.fromCharCode(letter.charCodeAt(0) + 1)}01`;
}

/** The next category code under `pid` ('0' or empty: a root). */
export async function nextCategoryCode(db: Queryable, pid: string | null | undefined) {
  const parentId = pid && pid !== '0' ? pid : '0';
  const parent =
    parentId === '0'
      ? undefined
      : await one<{ code: string }>(db, 'SELECT code FROM sys_category WHERE id = $1', [parentId]);
  const siblings = await all<{ code: string }>(db, 'SELECT code FROM sys_category WHERE pid = $1', [
    parentId,
  ]);
  return nextLevelCode(
    parent?.code ?? '',
    siblings.map((row) => row.code),
  );
}

/** The next department code under `parentId` (empty: a top-level company). */
export async function nextOrgCode(db: Queryable, parentId: string | null | undefined) {
  const parent = parentId
    ? await one<{ org_code: string }>(db, 'SELECT org_code FROM sys_depart WHERE id = $1', [
        parentId,
      ])
    : undefined;
  const siblings = await all<{ org_code: string }>(
    db,
    'SELECT org_code FROM sys_depart WHERE parent_id IS NOT DISTINCT FROM $1',
    [parent ? parentId : null],
  );
  return nextLevelCode(
    parent?.org_code ?? '',
    siblings.map((row) => row.org_code),
  );
}
