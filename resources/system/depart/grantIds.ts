/**
 * The checked ids of an authorisation tree and what a save sends (jeecg-contracts §2.4
 * saveDepartPermission, SysDepartPermission saveDeptRolePermission): `permissionIds` are the ids
 * checked now, `lastpermissionIds` those checked when the tree was loaded or last saved, so the
 * server adds and removes only the difference (the same rule as role authorisation).
 */
import type { TreeDataNode } from 'antd';
import type { GrantIds, PermissionTreeNode } from '../../../providers/depart-api';

/** Ids without blanks or repeats, in their first order. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
}

export function grantIds(checked: readonly string[], last: readonly string[]): GrantIds {
  return {
    permissionIds: distinctIds(checked).join(','),
    lastpermissionIds: distinctIds(last).join(','),
  };
}

/** antd tree nodes; the role variant of the tree names its nodes in slotTitle (title is null). */
export function permissionTreeData(nodes: readonly PermissionTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: node.slotTitle ?? node.title ?? node.label ?? '',
    isLeaf: node.isLeaf ?? !node.children?.length,
    children: node.children?.length ? permissionTreeData(node.children) : undefined,
  }));
}

/** Every key of the tree (展开所有 / 全部勾选). */
export function allPermissionKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allPermissionKeys(node.children ?? [])]);
}
