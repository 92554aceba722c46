import { Empty, Spin, Tree } from 'antd';
import { EMPTY_TEXT } from '../../lib/messages';
import { flattenDeparts, type DepartNode } from '../../lib/pickers/departTree';
import { toTreeData } from './toTreeData';
import { useDepartLevels } from './useDepartLevels';

export interface DepartLevelTreeProps {
  /** The department whose children are the roots (spec 7.4: the tree loads with an optional pid). */
  pid?: string;
  selectedKey?: string;
  onSelect: (depart: DepartNode) => void;
}

/** The department tree of 根据部门选择用户 (spec 2.10): a click lists that department's users. */
export function DepartLevelTree({ pid, selectedKey, onSelect }: DepartLevelTreeProps) {
  const { nodes, loading, loadChildren } = useDepartLevels(pid);

  if (loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!nodes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />;
  return (
    <Tree
      blockNode
      treeData={toTreeData(nodes)}
      selectedKeys={selectedKey ? [selectedKey] : []}
      loadData={({ key, children }) => (children ? Promise.resolve() : loadChildren(String(key)))}
      onSelect={(_, { node }) => {
        // Clicking the chosen department again keeps it (JeecgBoot ignores the deselect).
        const depart = flattenDeparts(nodes).find((item) => item.key === node.key);
        if (depart) onSelect(depart);
      }}
    />
  );
}
