import { DeleteOutlined, DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Dropdown, Input, Space, Typography, type MenuProps } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { Authorized } from '../../../src/components/Authorized';
import { DepartTreeView } from '../../../src/components/UserByDepartModal';
import { ImportExcelDialog } from '../../../src/components/ImportExcelDialog';
import type { DepartNode } from '../../../src/lib/pickers/departTree';
import { DEPART_SEARCH_PLACEHOLDER, SELECT_PARENT_DEPART } from '../../../src/lib/messages';
import { useAllowed } from '../../kit/useAllowed';
import { useFeedback } from '../../kit/useFeedback';
import { DEPART_PERMISSIONS, type DepartRecord } from './declaration';
import { findDepart, parentKeys } from './departTree';
import { useDepartActions } from './useDepartActions';
import { useDepartSearch } from './useDepartSearch';
import { departResource } from './resource';

export interface DepartTreePaneProps {
  records: readonly DepartRecord[];
  loading: boolean;
  selected?: DepartRecord;
  /** `searched`: picked among search matches, which the tree may not hold. */
  onSelect: (record: DepartRecord | undefined, searched?: boolean) => void;
  /** Opens 新增 under `parentId`, or at the top without one. */
  onAdd: (parentId?: string) => void;
  /** Reads the tree again (after an import). */
  onReload: () => void;
  /** Reads a department's sub-departments when it is first opened (a tree read lazily). */
  loadChildren?: (id: string) => Promise<void>;
}

const NONE: string[] = [];

const keysOf = (keys: Key[] | { checked: Key[] }): string[] =>
  (Array.isArray(keys) ? keys : keys.checked).map(String);

/**
 * The left pane of 部门管理 (JeecgBoot DepartList): 添加部门 / 添加下级 / 导出 / 导入 / 批量删除,
 * the current selection, the name search (searchBy; an empty search shows the tree again) and the
 * tree, whose nodes are checked one by one for batch delete and export, with 添加下级 and 删除 on a
 * right click.
 */
export function DepartTreePane(props: DepartTreePaneProps) {
  const { records, selected, onSelect, onAdd, loadChildren } = props;
  const feedback = useFeedback();
  const allowed = useAllowed();
  const [checked, setChecked] = useState<string[]>([]);
  const { nodes, searching, search, found } = useDepartSearch(records);
  const [expanded, setExpanded] = useState<string[]>();
  const [importing, setImporting] = useState(false);
  const opened = useMemo(() => parentKeys(records), [records]);

  const actions = useDepartActions((ids) => {
    setChecked((current) => current.filter((key) => !ids.includes(key)));
    if (selected && ids.includes(selected.id)) onSelect(undefined);
  });

  const addChild = () => {
    if (selected) onAdd(selected.id);
    else feedback.warn(SELECT_PARENT_DEPART);
  };

  const nodeMenu = (node: DepartNode): MenuProps['items'] => [
    ...(allowed(DEPART_PERMISSIONS.add)
      ? [{ key: 'add', label: '添加下级', onClick: () => onAdd(node.key) }]
      : []),
    ...(allowed(DEPART_PERMISSIONS.delete)
      ? [{ key: 'delete', label: '删除', danger: true, onClick: () => actions.remove(node.key) }]
      : []),
  ];

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 12 }}>
        <Authorized code={DEPART_PERMISSIONS.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onAdd()}>
            添加部门
          </Button>
        </Authorized>
        <Authorized code={DEPART_PERMISSIONS.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={addChild}>
            添加下级
          </Button>
        </Authorized>
        <Authorized code={DEPART_PERMISSIONS.export}>
          <Button
            icon={<DownloadOutlined />}
            loading={actions.exporting}
            onClick={() => void actions.exportXls(checked)}
          >
            导出
          </Button>
        </Authorized>
        <Authorized code={DEPART_PERMISSIONS.import}>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            导入
          </Button>
        </Authorized>
        <Authorized code={DEPART_PERMISSIONS.batchDelete}>
          <Button danger icon={<DeleteOutlined />} onClick={() => actions.removeChecked(checked)}>
            批量删除
          </Button>
        </Authorized>
      </Space>
      <Alert
        type="info"
        showIcon
        message={
          <Space>
            当前选择：{selected?.departName}
            {selected ? (
              <Typography.Link onClick={() => onSelect(undefined)}>取消选择</Typography.Link>
            ) : null}
          </Space>
        }
      />
      <Input.Search
        allowClear
        placeholder={DEPART_SEARCH_PLACEHOLDER}
        loading={searching}
        onSearch={(value) => void search(value)}
        style={{ margin: '12px 0' }}
      />
      <DepartTreeView
        nodes={nodes}
        loading={props.loading}
        checkable
        checkStrictly
        checkedKeys={checked}
        onCheck={(keys) => setChecked(keysOf(keys))}
        selectedKeys={selected ? [selected.id] : []}
        onSelect={(_keys, { node, selected: on }) =>
          onSelect(
            on ? findDepart([...(found ?? []), ...records], String(node.key)) : undefined,
            found !== undefined,
          )
        }
        expandedKeys={found ? NONE : (expanded ?? opened)}
        onExpand={(keys) => setExpanded(keys.map(String))}
        loadData={loadChildren && ((node) => loadChildren(String(node.key)))}
        title={(node) => {
          const items = nodeMenu(node);
          return items?.length ? (
            <Dropdown menu={{ items }} trigger={['contextMenu']}>
              <span>{node.title}</span>
            </Dropdown>
          ) : (
            node.title
          );
        }}
      />
      <ImportExcelDialog
        open={importing}
        url={departResource.endpoints.importExcel}
        onImported={props.onReload}
        onClose={() => setImporting(false)}
      />
    </Card>
  );
}
