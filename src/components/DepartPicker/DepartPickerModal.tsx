import { Input } from 'antd';
import { useState, type Key } from 'react';
import { flattenDeparts, searchDeparts, type DepartNode } from '../../lib/pickers/departTree';
import { PickerFooter, PickerModal } from '../TablePicker/PickerModal';
import { DepartTreeView } from '../UserByDepartModal/DepartTreeView';
import { useDepartLevels } from '../UserByDepartModal/useDepartLevels';
import { useDepartTree } from './useDepartTree';

export interface DepartPickerModalProps {
  open: boolean;
  width: number;
  multi: boolean;
  /** Open the top departments when the tree shows (JeecgBoot rootOpened). */
  rootOpened: boolean;
  /** Show the departments under this one only, loaded a level at a time (spec 7.4). */
  pid?: string;
  /** Departments checked when the modal opens. */
  initial: readonly DepartNode[];
  onOk: (departs: DepartNode[]) => void;
  onCancel: () => void;
}

/** The keyword marked in a department name, as JeecgBoot marks it (#f50). */
function marked(title: string, keyword: string) {
  const at = keyword ? title.indexOf(keyword) : -1;
  if (at < 0) return title;
  return (
    <span>
      {title.slice(0, at)}
      <span style={{ color: '#f50' }}>{keyword}</span>
      {title.slice(at + keyword.length)}
    </span>
  );
}

/** 选择部门 (spec 2.10, 9: width 500 by default): a checkable department tree with search. */
export function DepartPickerModal(props: DepartPickerModalProps) {
  const { open, width, onCancel } = props;
  return (
    <PickerModal title="选择部门" open={open} width={width} onCancel={onCancel}>
      <DepartPickerBody {...props} />
    </PickerModal>
  );
}

function DepartPickerBody({
  multi,
  rootOpened,
  pid,
  initial,
  onOk,
  onCancel,
}: DepartPickerModalProps) {
  const whole = useDepartTree(pid === undefined);
  const levels = useDepartLevels(pid, pid !== undefined);
  const { nodes, loading } = pid === undefined ? whole : levels;
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<DepartNode[]>([...initial]);
  const [expanded, setExpanded] = useState<Key[] | undefined>(undefined);

  const found = searchDeparts(nodes, keyword);
  const openKeys =
    expanded ??
    (rootOpened ? nodes.filter((node) => node.children?.length).map((node) => node.key) : []);
  const toggle = (key: Key) => {
    const node = [...chosen, ...flattenDeparts(nodes)].find((item) => item.key === String(key));
    if (!node) return;
    const has = chosen.some((item) => item.key === node.key);
    if (!multi) setChosen(has ? [] : [node]);
    else setChosen(has ? chosen.filter((item) => item.key !== node.key) : [...chosen, node]);
  };

  const search = (text: string) => {
    const trimmed = text.trim();
    setKeyword(trimmed);
    setExpanded(trimmed ? searchDeparts(nodes, trimmed).expandedKeys : undefined);
  };

  return (
    <>
      <Input.Search
        placeholder="请输入部门名称按回车进行搜索"
        allowClear
        onSearch={search}
        style={{ marginBottom: 8 }}
      />
      <DepartTreeView
        nodes={found.nodes}
        loading={loading}
        title={(node) => marked(node.title, keyword)}
        checkable
        checkStrictly
        expandedKeys={openKeys}
        onExpand={(keys) => setExpanded(keys)}
        checkedKeys={chosen.map((node) => node.key)}
        selectedKeys={[]}
        loadData={
          pid === undefined
            ? undefined
            : ({ key, children }) =>
                children ? Promise.resolve() : levels.loadChildren(String(key))
        }
        onCheck={(_, { node }) => toggle(node.key)}
        // A click on the name checks it too (JeecgBoot onSelect).
        onSelect={(_, { node }) => toggle(node.key)}
      />
      <PickerFooter onCancel={onCancel} onOk={() => onOk(chosen)} />
    </>
  );
}
