import { Button, Checkbox, Space, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import {
  linkGrant,
  parentKeys,
  unlinkGrant,
  type Grant,
  type GrantNode,
} from '../../lib/permissionGrant';

export interface PermissionTreeProps<Node extends GrantNode> {
  /** The menus and buttons (TreeModel of queryTreeList). */
  nodes: readonly Node[];
  /** Every id 全部勾选 checks (the reply's `ids`). */
  allKeys: readonly string[];
  grant: Grant;
  onChange: (grant: Grant) => void;
  /** What a node shows: its name, and any link of its own (数据规则). Keep it stable. */
  titleOf: (node: Node) => ReactNode;
}

function toTreeData<Node extends GrantNode>(
  nodes: readonly Node[],
  titleOf: (node: Node) => ReactNode,
): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: titleOf(node),
    ...(node.children?.length
      ? { children: toTreeData(node.children as readonly Node[], titleOf) }
      : { isLeaf: true }),
  }));
}

const keysOf = (keys: readonly Key[]): string[] => keys.map(String);

/**
 * The checkable menu-and-button tree of an authorisation drawer (JeecgBoot role/department
 * permission drawers): 展开所有 / 合并所有 / 全部勾选 / 取消全选, and 父子关联, off at first as in
 * JeecgBoot, so the ids the server gave show exactly; on, a parent checks its children and a
 * partly checked parent is granted too. Controlled: the grant lives with the caller.
 */
export function PermissionTree<Node extends GrantNode>({
  nodes,
  allKeys,
  grant,
  onChange,
  titleOf,
}: PermissionTreeProps<Node>) {
  const parents = useMemo(() => parentKeys(nodes), [nodes]);
  const [expanded, setExpanded] = useState<string[]>(parents);
  const [linked, setLinked] = useState(false);
  const treeData = useMemo(() => toTreeData(nodes, titleOf), [nodes, titleOf]);

  const onCheck: TreeProps['onCheck'] = (keys, info) => {
    if (Array.isArray(keys)) {
      onChange({ checked: keysOf(keys), halfChecked: keysOf(info.halfCheckedKeys ?? []) });
    } else {
      onChange({ checked: keysOf(keys.checked), halfChecked: [] });
    }
  };

  const link = (next: boolean) => {
    setLinked(next);
    onChange(next ? linkGrant(nodes, grant.checked) : unlinkGrant(grant));
  };

  const checkAll = () =>
    onChange(linked ? linkGrant(nodes, allKeys) : { checked: [...allKeys], halfChecked: [] });

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setExpanded(parents)}>
          展开所有
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          合并所有
        </Button>
        <Button size="small" onClick={checkAll}>
          全部勾选
        </Button>
        <Button size="small" onClick={() => onChange({ checked: [], halfChecked: [] })}>
          取消全选
        </Button>
        <Checkbox checked={linked} onChange={(event) => link(event.target.checked)}>
          父子关联
        </Checkbox>
      </Space>
      <Tree
        checkable
        blockNode
        selectable={false}
        checkStrictly={!linked}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keysOf(keys))}
        checkedKeys={linked ? [...grant.checked] : { checked: [...grant.checked], halfChecked: [] }}
        onCheck={onCheck}
      />
    </>
  );
}
