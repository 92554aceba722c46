/**
 * The menus and buttons (sys_permission) as the console's trees (jeecg-contracts §2.4): the 菜单管理
 * tree (SysPermissionTree) and the authorisation trees (TreeModel, with `ids` for select-all).
 * Leaf flags are computed from the rows, so adding or deleting a child needs no bookkeeping.
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, type Queryable } from '../../db/database';
import type { PermissionData } from '../../seed/menu';

type Schemas = components['schemas'];
/** A sys_permission record: the seed's rows, and those edited since (updateBy/updateTime set). */
export type PermissionRecord = Omit<PermissionData, 'updateBy' | 'updateTime'> & {
  updateBy: string | null;
  updateTime: string | null;
};
export type PermissionTree = Schemas['SysPermissionTree'];
export type TreeModel = Schemas['PermissionTreeModel'];
export type TreeList = Schemas['PermissionTreeList'];

/** Every permission in menu order, with whether it has children and data rules. */
export interface PermissionRows {
  rows: PermissionRecord[];
  parents: Set<string>;
  withRules: Set<string>;
}

export async function loadPermissions(
  db: Queryable,
  where = 'TRUE',
  params: unknown[] = [],
): Promise<PermissionRows> {
  const rows = (
    await all<{ data: PermissionRecord }>(
      db,
      `SELECT p.data FROM sys_permission p WHERE ${where} ORDER BY p.sort_no, p.create_time`,
      params,
    )
  ).map((row) => row.data);
  const parents = new Set(
    (
      await all<{ parent_id: string }>(
        db,
        'SELECT DISTINCT parent_id FROM sys_permission WHERE parent_id IS NOT NULL',
      )
    ).map((row) => row.parent_id),
  );
  const withRules = new Set(
    (
      await all<{ permission_id: string }>(
        db,
        'SELECT DISTINCT permission_id FROM sys_permission_data_rule',
      )
    ).map((row) => row.permission_id),
  );
  return { rows, parents, withRules };
}

/**
 * One 菜单管理 node. `children`: the nested children, or for a lazily loaded tree `[]` on a node
 * that has some and `null` on a leaf (jeecg-contracts §2.4).
 */
export function permissionNode(
  row: PermissionRecord,
  leaf: boolean,
  children: PermissionTree[] | null,
): PermissionTree {
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parentId,
    name: row.name,
    perms: row.perms,
    permsType: row.permsType,
    icon: row.icon,
    component: row.component,
    componentName: row.componentName,
    url: row.url,
    redirect: row.redirect,
    sortNo: Number(row.sortNo),
    menuType: row.menuType,
    leaf,
    isLeaf: leaf,
    route: row.route,
    keepAlive: row.keepAlive,
    description: row.description,
    delFlag: 0,
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
    alwaysShow: row.alwaysShow,
    hidden: row.hidden,
    status: row.status,
    internalOrExternal: row.internalOrExternal,
    children,
  };
}

function childrenByParent(
  rows: readonly PermissionRecord[],
): Map<string | null, PermissionRecord[]> {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string | null, PermissionRecord[]>();
  for (const row of rows) {
    // A row whose parent is not among the rows is a root of this tree.
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  return byParent;
}

/** The whole 菜单管理 tree, nested. */
export function permissionTree({ rows }: PermissionRows): PermissionTree[] {
  const byParent = childrenByParent(rows);
  const build = (parentId: string | null): PermissionTree[] =>
    (byParent.get(parentId) ?? []).map((row) => {
      const children = build(row.id);
      return permissionNode(row, children.length === 0, children.length > 0 ? children : null);
    });
  return build(null);
}

/** A lazily loaded level: `children` is [] on a node with children, null on a leaf. */
export function permissionLevel(
  level: readonly PermissionRecord[],
  { parents }: PermissionRows,
): PermissionTree[] {
  return level.map((row) => {
    const leaf = !parents.has(row.id);
    return permissionNode(row, leaf, leaf ? null : []);
  });
}

/**
 * The authorisation tree. `role`: the role dialog's variant (title and label null, the name in
 * slotTitle, scopedSlots for the data rule link; jeecg-contracts §2.3).
 */
export function treeList(permissions: PermissionRows, variant: 'role' | 'plain'): TreeList {
  const byParent = childrenByParent(permissions.rows);
  const build = (parentId: string | null): TreeModel[] =>
    (byParent.get(parentId) ?? []).map((row) => {
      const children = build(row.id);
      const node: TreeModel = {
        key: row.id,
        value: row.id,
        title: variant === 'role' ? null : row.name,
        slotTitle: row.name,
        label: variant === 'role' ? null : row.name,
        isLeaf: children.length === 0,
        icon: variant === 'role' ? null : row.icon,
        parentId: row.parentId,
        ruleFlag: permissions.withRules.has(row.id) ? 1 : 0,
        ...(variant === 'role' ? { scopedSlots: { title: 'hasDatarule' } } : {}),
        ...(children.length > 0 ? { children } : {}),
      };
      return node;
    });
  return { treeList: build(null), ids: permissions.rows.map((row) => row.id) };
}
