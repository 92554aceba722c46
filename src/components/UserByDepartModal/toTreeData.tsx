import type { TreeDataNode } from 'antd';
import type { ReactNode } from 'react';
import type { DepartNode } from '../../lib/pickers/departTree';

/** antd tree nodes of departments; `title` may mark the search keyword. */
export function toTreeData(
  nodes: readonly DepartNode[],
  title: (node: DepartNode) => ReactNode = (node) => node.title,
): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: title(node),
    isLeaf: node.isLeaf,
    children: node.children && toTreeData(node.children, title),
  }));
}
