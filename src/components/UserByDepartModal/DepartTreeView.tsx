import { Empty, Spin, Tree, type TreeProps } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY_TEXT } from '../../lib/messages';
import type { DepartNode } from '../../lib/pickers/departTree';
import { toTreeData } from './toTreeData';

export interface DepartTreeViewProps extends Omit<TreeProps, 'treeData' | 'blockNode'> {
  /** The departments shown. */
  nodes: readonly DepartNode[];
  loading: boolean;
  /** Each department's title, e.g. with the search keyword marked; its name by default. */
  title?: (node: DepartNode) => ReactNode;
}

/**
 * A department tree of the pickers (spec 2.10): a spinner while it loads, 暂无数据 when there is
 * no department, else the tree (whole-row nodes) with the given behaviour.
 */
export function DepartTreeView({ nodes, loading, title, ...tree }: DepartTreeViewProps) {
  if (loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!nodes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />;
  return <Tree blockNode treeData={toTreeData(nodes, title)} {...tree} />;
}
