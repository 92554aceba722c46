/**
 * A role's resource grant (RoleResourceModify): the checked menus and buttons, each with the menus
 * above it, since a button whose menu is not granted cannot be reached (the server refuses it:
 * buttonWithoutMenu). The ids go in tree order, once each.
 */
import { ancestorIds, flattenResources, type ResourceNode } from './resourceTree';

/** The ids a save sends for `checked`: with their ancestors, in tree order. */
export function grantedIds(roots: readonly ResourceNode[], checked: readonly string[]): string[] {
  const wanted = new Set(checked.flatMap((id) => [id, ...ancestorIds(roots, id)]));
  return flattenResources(roots)
    .map((node) => node.resourceId)
    .filter((id) => wanted.has(id));
}

/** What a save changes: granted now and not before, and the reverse. */
export function grantChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  const had = new Set(before);
  const has = new Set(after);
  return {
    added: after.filter((id) => !had.has(id)),
    removed: before.filter((id) => !has.has(id)),
  };
}

/** The confirmation of a save that takes grants away (destructive: the role's users lose them). */
export const grantConfirmText = (roleName: string, added: number, removed: number): string =>
  `确定保存角色「${roleName}」的授权吗？新增${added}项，取消${removed}项；取消的权限对该角色的用户立即失效。`;
