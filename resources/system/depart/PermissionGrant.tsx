import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Space, Spin, Tree } from 'antd';
import { useMemo, useState, type Key } from 'react';
import type { DepartOutcome, GrantIds, PermissionTree } from '../../../providers/depart-api';
import { Authorized } from '../../../src/components/Authorized';
import { NO_DEPART_PERMISSION } from '../../../src/lib/messages';
import { useFeedback } from '../../kit/useFeedback';
import { warnFailure } from './failures';
import { allPermissionKeys, grantIds, permissionTreeData } from './grantIds';
import { useFailureOnce } from '../../kit/useFailureOnce';

/** What a grant tree shows: the menus and buttons on offer and the ids granted now. */
export interface GrantSource {
  tree: PermissionTree;
  granted: string[];
}

export interface PermissionGrantProps {
  /** Names the cached read (one per department or role). */
  queryKey: readonly string[];
  load: () => Promise<GrantSource>;
  save: (ids: GrantIds) => Promise<DepartOutcome>;
  /** The permission code of 保存 (spec 6). */
  code: string;
}

/**
 * A checkable menu and button tree with 全部勾选 / 取消全选 and 保存 (JeecgBoot DepartAuthModal,
 * DeptRoleAuthModal). Nodes are checked one by one; a save sends the ids checked now and those
 * of the last load or save, then counts the saved ids as the last ones.
 */
export function PermissionGrant({ queryKey, load, save, code }: PermissionGrantProps) {
  const feedback = useFeedback();
  const source = useQuery({ queryKey, queryFn: load, retry: false, gcTime: 0 });
  const { data } = source;
  useFailureOnce(source, (error) => warnFailure(feedback, error));

  if (source.isLoading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!data?.tree.treeList.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DEPART_PERMISSION} />;
  }
  return <GrantEditor source={data} save={save} code={code} />;
}

/** The loaded tree, starting from the granted ids. */
function GrantEditor({
  source,
  save,
  code,
}: Pick<PermissionGrantProps, 'save' | 'code'> & { source: GrantSource }) {
  const feedback = useFeedback();
  const [checked, setChecked] = useState<string[]>(source.granted);
  const [last, setLast] = useState<string[]>(source.granted);
  const [saving, setSaving] = useState(false);
  const treeData = useMemo(() => permissionTreeData(source.tree.treeList), [source]);
  const allKeys = useMemo(() => allPermissionKeys(source.tree.treeList), [source]);

  const submit = async () => {
    setSaving(true);
    const outcome = await save(grantIds(checked, last));
    setSaving(false);
    feedback.outcome(outcome);
    if (outcome.ok) setLast(checked);
  };

  return (
    <>
      <Tree
        checkable
        checkStrictly
        blockNode
        defaultExpandAll
        treeData={treeData}
        checkedKeys={checked}
        onCheck={(keys: Key[] | { checked: Key[] }) =>
          setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))
        }
        style={{ maxHeight: 500, overflow: 'auto' }}
      />
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => setChecked(allKeys)}>全部勾选</Button>
        <Button onClick={() => setChecked([])}>取消全选</Button>
        <Authorized code={code}>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            保存
          </Button>
        </Authorized>
      </Space>
    </>
  );
}
