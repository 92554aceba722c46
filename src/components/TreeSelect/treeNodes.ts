/** Tree nodes of the tree and category selects (spec 3 tree node, 5.4; jeecg-contracts §2.6). */
import type { TreeSelectNode } from '../../../providers/dict-api';
import { isRecord, parseJson } from '../../lib/guards';

/** A node as antd TreeSelect takes it; `value` is the node key (the old console set value=key). */
export interface TreeOption {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: TreeOption[];
}

/** spec 3: the leaf flag is 1 for a leaf, 0 for a node with children; the backend sends a boolean. */
export function isLeafFlag(leaf: unknown): boolean {
  return leaf === true || leaf === 1 || leaf === '1' || leaf === 'true';
}

export function toTreeOptions(nodes: readonly TreeSelectNode[]): TreeOption[] {
  return nodes.map((node) => {
    const option: TreeOption = {
      key: node.key,
      value: node.key,
      title: node.title ?? node.key,
      isLeaf: isLeafFlag(node.leaf),
    };
    // A whole subtree (category loadTreeRoot with async=false) arrives in `children`.
    if (node.children && node.children.length > 0) option.children = toTreeOptions(node.children);
    return option;
  });
}

function collectKeys(options: readonly TreeOption[], into = new Set<string>()): Set<string> {
  for (const option of options) {
    into.add(option.key);
    if (option.children) collectKeys(option.children, into);
  }
  return into;
}

/**
 * The tree with `children` loaded under the node `parentKey`. Keys must stay unique for antd, so
 * a child already in the tree is dropped; a node left without children becomes a leaf.
 */
export function attachChildren(
  options: readonly TreeOption[],
  parentKey: string,
  children: readonly TreeOption[],
): TreeOption[] {
  const known = collectKeys(options);
  const fresh = children.filter((child) => {
    if (known.has(child.key)) return false;
    known.add(child.key);
    return true;
  });
  const place = (nodes: readonly TreeOption[]): TreeOption[] =>
    nodes.map((node) => {
      if (node.key === parentKey) {
        return fresh.length > 0
          ? { ...node, isLeaf: false, children: fresh }
          : { ...node, isLeaf: true, children: undefined };
      }
      return node.children ? { ...node, children: place(node.children) } : node;
    });
  return place(options);
}

/** spec 5.4: a tree or category select's condition is empty or the text of a JSON object. */
export function isValidTreeCondition(condition: string | undefined): boolean {
  if (!condition) return true;
  const parsed = parseJson(condition);
  return parsed.ok && isRecord(parsed.value);
}
