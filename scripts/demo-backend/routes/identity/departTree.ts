/**
 * The department tree (jeecg-contracts §2.5): sys_depart rows as the console's tree nodes, and
 * the org codes that place a new department (A01, A02… at the top, the parent's code plus A01,
 * A02… below: a letter and two digits per level, A99 followed by B01).
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, type Queryable } from '../../db/database';

type Schemas = components['schemas'];
export type Depart = Schemas['SysDepart'];
export type DepartNode = Schemas['SysDepartTreeModel'];
export type DepartIdNode = Schemas['DepartIdModel'];

export async function loadDeparts(
  db: Queryable,
  where = 'TRUE',
  params: unknown[] = [],
): Promise<Depart[]> {
  return (
    await all<{ data: Depart }>(
      db,
      `SELECT d.data FROM sys_depart d WHERE ${where}
        ORDER BY (d.data->>'departOrder')::numeric NULLS LAST, d.org_code`,
      params,
    )
  ).map((row) => row.data);
}

/** Each department's children among `departs`; a department whose parent is absent is a root. */
export function childrenOf(departs: readonly Depart[]): Map<string, Depart[]> {
  const ids = new Set(departs.map((d) => d.id));
  const byParent = new Map<string, Depart[]>();
  for (const depart of departs) {
    const parent = depart.parentId && ids.has(depart.parentId) ? depart.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), depart]);
  }
  return byParent;
}

export function departNode(
  depart: Depart,
  isLeaf: boolean,
  children: DepartNode[] | null,
  keyBy: 'id' | 'orgCode' = 'id',
): DepartNode {
  const key = (keyBy === 'orgCode' ? depart.orgCode : depart.id) ?? depart.id;
  return {
    ...depart,
    key,
    value: key,
    title: depart.departName,
    isLeaf,
    directorUserIds: (depart as { directorUserIds?: string | null }).directorUserIds ?? null,
    children,
  };
}

/** The nested tree of `departs` (leaves carry `children: null`). */
export function departTree(departs: readonly Depart[]): DepartNode[] {
  const byParent = childrenOf(departs);
  const build = (parentId: string): DepartNode[] =>
    (byParent.get(parentId) ?? []).map((depart) => {
      const children = build(depart.id);
      return departNode(depart, children.length === 0, children.length > 0 ? children : null);
    });
  return build('');
}

export function departIdTree(departs: readonly Depart[]): DepartIdNode[] {
  const byParent = childrenOf(departs);
  const build = (parentId: string): DepartIdNode[] =>
    (byParent.get(parentId) ?? []).map((depart) => {
      const children = build(depart.id);
      return {
        key: depart.id,
        value: depart.id,
        title: depart.departName,
        children: children.length > 0 ? children : null,
      };
    });
  return build('');
}

/** A3 → A4, A99 → B01 (one level of an org code: a letter and two digits). */
function nextSegment(segment: string): string {
  const letter = segment.charCodeAt(0);
  const number = Number(segment.slice(1));
  if (number < 99) return `${segment[0]}${String(number + 1).padStart(2, '0')}`;
  return `${String.fromCharCode(letter + 1)}01`;
}

/** The org code of a new child of `parentCode` ('' for the top level). */
export async function nextOrgCode(db: Queryable, parentCode: string): Promise<string> {
  const siblings = await all<{ org_code: string }>(
    db,
    `SELECT org_code FROM sys_depart
      WHERE length(org_code) = $2 AND left(org_code, $1) = $3 ORDER BY org_code DESC LIMIT 1`,
    [parentCode.length, parentCode.length + 3, parentCode],
  );
  const last = siblings[0]?.org_code;
  return `${parentCode}${last ? nextSegment(last.slice(-3)) : 'A01'}`;
}
