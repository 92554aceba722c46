import { useState, type Key } from 'react';
import { flattenDeparts, type DepartNode } from '../../lib/pickers/departTree';
import { useDepartTree } from '../DepartPicker/useDepartTree';
import { DepartTreeView } from './DepartTreeView';

export interface DepartTreeProps {
  selectedKey?: string;
  onSelect: (depart: DepartNode) => void;
}

/**
 * The department tree of 根据部门选择用户 (spec 2.10, 7.4 queryTreeList), top departments open: a
 * click lists that department's users.
 */
export function DepartTree({ selectedKey, onSelect }: DepartTreeProps) {
  const { nodes, loading } = useDepartTree();
  const [expanded, setExpanded] = useState<Key[]>();

  return (
    <DepartTreeView
      nodes={nodes}
      loading={loading}
      expandedKeys={expanded ?? nodes.map((node) => node.key)}
      onExpand={setExpanded}
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelect={(_, { node }) => {
        // Clicking the chosen department again keeps it (JeecgBoot ignores the deselect).
        const depart = flattenDeparts(nodes).find((item) => item.key === node.key);
        if (depart) onSelect(depart);
      }}
    />
  );
}
