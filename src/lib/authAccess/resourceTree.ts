/**
 * The resource tree of 资源 (issue 19 B; spec 3 permission items, spec 6): menus (type 1) and
 * buttons (type 2) with their action codes and status, ordered among their siblings. Reordering
 * (drag, or 上移 / 下移 from the keyboard) stays among one parent's children: the server numbers a
 * parent's children from the full list it is sent (ResourceSortModify).
 */
import { RESOURCE_STATUS, RESOURCE_TYPE, type ResourceStatus } from './codes';

/** The fields of a resource node the rules read. */
export interface ResourceNode {
  resourceId: string;
  parentId: string | null;
  resourceType: string;
  action?: string | null;
  status: string;
  children: readonly ResourceNode[];
}

/** A parent's children in a new order, as ResourceSortModify takes it. */
export interface SiblingOrder {
  parentId: string | null;
  resourceIds: string[];
}

/** Every node, parents before their children. */
export function flattenResources<Node extends ResourceNode>(roots: readonly Node[]): Node[] {
  return roots.flatMap((node) => [node, ...flattenResources(node.children as readonly Node[])]);
}

export function findResource<Node extends ResourceNode>(
  roots: readonly Node[],
  id: string,
): Node | undefined {
  return flattenResources(roots).find((node) => node.resourceId === id);
}

/** The children of `parentId` (null: the top level). */
export function siblingsOf<Node extends ResourceNode>(
  roots: readonly Node[],
  parentId: string | null,
): readonly Node[] {
  if (parentId === null) return roots;
  return (findResource(roots, parentId)?.children as readonly Node[] | undefined) ?? [];
}

/** The ids of the nodes above `id`, the top first. */
export function ancestorIds(roots: readonly ResourceNode[], id: string): string[] {
  const chain: string[] = [];
  let node = findResource(roots, id);
  while (node?.parentId) {
    chain.unshift(node.parentId);
    node = findResource(roots, node.parentId);
  }
  return chain;
}

/** The order after `id` moves `delta` places (-1 上移, +1 下移); none at either end. */
export function moveOrder(
  roots: readonly ResourceNode[],
  id: string,
  delta: number,
): SiblingOrder | undefined {
  const node = findResource(roots, id);
  if (!node) return undefined;
  const ids = siblingsOf(roots, node.parentId).map((sibling) => sibling.resourceId);
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || delta === 0 || to < 0 || to >= ids.length) return undefined;
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  return { parentId: node.parentId, resourceIds: ids };
}

export const SORT_TEXTS = {
  otherParent: '只能在同一上级资源内调整顺序',
} as const;

export type DropResult = { ok: true; order: SiblingOrder } | { ok: false; reason: string };

/**
 * The order after `dragId` is dropped before or after `dropId` (antd Tree's drop, a gap
 * between rows). Dropping onto another parent's children is refused with the reason: moving a
 * resource to another menu would change the routes and the grants built on it.
 */
export function dropOrder(
  roots: readonly ResourceNode[],
  dragId: string,
  dropId: string,
  place: 'before' | 'after',
): DropResult | undefined {
  const dragged = findResource(roots, dragId);
  const target = findResource(roots, dropId);
  if (!dragged || !target || dragId === dropId) return undefined;
  if (dragged.parentId !== target.parentId) return { ok: false, reason: SORT_TEXTS.otherParent };
  const ids = siblingsOf(roots, dragged.parentId)
    .map((sibling) => sibling.resourceId)
    .filter((sibling) => sibling !== dragId);
  const at = ids.indexOf(dropId) + (place === 'after' ? 1 : 0);
  ids.splice(at, 0, dragId);
  return { ok: true, order: { parentId: dragged.parentId, resourceIds: ids } };
}

/** Whether an order changes anything (a drop back into its own place sends nothing). */
export function orderChanged(roots: readonly ResourceNode[], order: SiblingOrder): boolean {
  const before = siblingsOf(roots, order.parentId).map((node) => node.resourceId);
  return before.join('\n') !== order.resourceIds.join('\n');
}

/**
 * The action codes the tree enables (spec 6's lists: a type-2 entry's action may be comma
 * separated, spec 3); the disabled ones hide their buttons for everyone.
 */
export function actionCodes(
  roots: readonly ResourceNode[],
  status: string = RESOURCE_STATUS.enabled,
): string[] {
  return flattenResources(roots)
    .filter((node) => node.resourceType === RESOURCE_TYPE.button && node.status === status)
    .flatMap((node) => (node.action ?? '').split(','))
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** The status 启用 / 停用 leads to from `status`. */
export const nextStatus = (status: string): ResourceStatus =>
  status === RESOURCE_STATUS.enabled ? RESOURCE_STATUS.disabled : RESOURCE_STATUS.enabled;

export const statusActionText = (status: string): string =>
  status === RESOURCE_STATUS.enabled ? '停用' : '启用';
