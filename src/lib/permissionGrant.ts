/**
 * The menu-and-button grant of an authorisation tree (role 授权, spec 7.4; jeecg-contracts §2.4
 * saveRolePermission / saveDepartPermission): which ids are checked, how "父子关联" (linked
 * parent/child checks) changes that, and the comma-joined body the server diffs against the ids
 * it gave (`lastpermissionIds`).
 */

/** A node of the authorisation tree: its id and its children. */
export interface GrantNode {
  key: string;
  children?: readonly GrantNode[] | null;
}

/** What the tree shows checked: fully, and (linked mode only) partly checked parents. */
export interface Grant {
  checked: readonly string[];
  halfChecked: readonly string[];
}

/** The comma-joined ids of a save, as JeecgBoot's permission drawers send them. */
export interface GrantRequest {
  permissionIds: string;
  lastpermissionIds: string;
}

/** Ids once each, in their first order, empty pieces dropped. */
export function uniqueIds(ids: Iterable<string>): string[] {
  return [...new Set([...ids].filter((id) => id !== ''))];
}

/** Every key of the tree, parents before their children. */
export function treeKeys(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...treeKeys(node.children ?? [])]);
}

/** Keys of the nodes that have children (what 展开所有 opens). */
export function parentKeys(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children?.length ? [node.key, ...parentKeys(node.children)] : [],
  );
}

/**
 * The grant as a linked tree shows it (antd's conduction): a checked node checks everything
 * below it; a parent is checked when all its children are, half-checked when some are.
 */
export function linkGrant(nodes: readonly GrantNode[], checked: readonly string[]): Grant {
  const given = new Set(checked);
  const full: string[] = [];
  const half: string[] = [];
  const visit = (node: GrantNode, forced: boolean): 'all' | 'some' | 'none' => {
    const self = forced || given.has(node.key);
    const children = node.children ?? [];
    if (children.length === 0) {
      if (self) full.push(node.key);
      return self ? 'all' : 'none';
    }
    const states = children.map((child) => visit(child, self));
    if (states.every((state) => state === 'all')) {
      full.push(node.key);
      return 'all';
    }
    if (states.every((state) => state === 'none')) return 'none';
    half.push(node.key);
    return 'some';
  };
  for (const node of nodes) visit(node, false);
  const known = new Set(treeKeys(nodes));
  // Ids the tree does not show (granted, then deleted from the menu) stay as they were.
  const unknown = checked.filter((id) => !known.has(id));
  return { checked: uniqueIds([...full, ...unknown]), halfChecked: half };
}

/**
 * Leaving linked mode: a half-checked parent stays granted (its checked children need it to show
 * in the menu), so it becomes a plain checked id.
 */
export function unlinkGrant(grant: Grant): Grant {
  return { checked: grantedIds(grant), halfChecked: [] };
}

/** The ids a save grants: checked and half-checked parents, as JeecgBoot's drawers send. */
export function grantedIds(grant: Grant): string[] {
  return uniqueIds([...grant.checked, ...grant.halfChecked]);
}

/** The body of saveRolePermission / saveDepartPermission, less the role or department id. */
export function grantRequest(grant: Grant, last: readonly string[]): GrantRequest {
  return {
    permissionIds: grantedIds(grant).join(','),
    lastpermissionIds: uniqueIds(last).join(','),
  };
}

/** What a save would change against the ids last loaded or saved. */
export function grantChanges(
  last: readonly string[],
  grant: Grant,
): { added: string[]; removed: string[] } {
  const before = new Set(last);
  const after = new Set(grantedIds(grant));
  return {
    added: [...after].filter((id) => !before.has(id)),
    removed: uniqueIds(last).filter((id) => !after.has(id)),
  };
}

export const hasGrantChanges = (last: readonly string[], grant: Grant): boolean => {
  const { added, removed } = grantChanges(last, grant);
  return added.length > 0 || removed.length > 0;
};

/** `drChecked` / `dataRuleIds`: comma-joined ids, "" for none. */
export const splitIds = (joined: string | null | undefined): string[] =>
  uniqueIds((joined ?? '').split(',').map((id) => id.trim()));
