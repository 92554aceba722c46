import { Button, Space } from 'antd';
import type { TableColumnType } from 'antd';
import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import {
  listCategoryChildren,
  listCategoryRoots,
  refreshDictionaries,
} from '../../../../providers/dict-api';
import { isPresentedError } from '../../../../providers/http';
import { CategorySelect } from '../../../components/CategorySelect';
import { DictSearchSelect } from '../../../components/DictSearchSelect';
import { DictSelect, type SelectFieldProps } from '../../../components/DictSelect';
import { MultiSelectTag } from '../../../components/MultiSelectTag';
import { SearchSelect } from '../../../components/SearchSelect';
import { TreeSelect } from '../../../components/TreeSelect';
import { TreeTable, type TreeTableRow } from '../../../components/TreeTable';
import { CACHE_REFRESH_FAILED, CACHE_REFRESHED } from '../../../lib/messages';
import { DemoCard } from './DemoCard';
import { useAppFeedback } from '../../../components/feedback/useAppFeedback';

/**
 * One demo: a card holding a widget and showing its current value. The card owns the value and
 * hands it to the widget as antd Form.Item does (value and onChange), so each demo declares only
 * the widget's own props.
 */
function Demo({
  title,
  initial,
  extra,
  children,
}: {
  title: string;
  initial?: string;
  extra?: ReactNode;
  children: ReactElement<SelectFieldProps>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DemoCard title={title} value={value} extra={extra}>
      {cloneElement(children, { value, onChange: setValue })}
    </DemoCard>
  );
}

function RefreshDictionariesButton() {
  const { message } = useAppFeedback();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await refreshDictionaries();
      void message.success(CACHE_REFRESHED);
    } catch (error) {
      // spec 8.4; an HTTP failure has already been shown by the HTTP layer.
      if (!isPresentedError(error)) void message.error(CACHE_REFRESH_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void refresh()}>
      刷新字典缓存
    </Button>
  );
}

// The category management lists feed the tree table: roots paged, children by parent id.
const loadCategoryRows = (parentId?: string) =>
  parentId ? listCategoryChildren(parentId) : listCategoryRoots(1, 10);
const categoryHasChildren = (row: TreeTableRow) => row.hasChild === '1';
const CATEGORY_COLUMNS: TableColumnType<TreeTableRow>[] = [
  { title: '分类名称', dataIndex: 'name', key: 'name' },
  { title: '分类编码', dataIndex: 'code', key: 'code' },
  { title: '创建时间', dataIndex: 'createTime', key: 'createTime' },
];

const SYS_USER_DICT = 'sys_user,realname,username';
/** The category table as a generic tree (JTreeSelect over sys_category). */
const CATEGORY_TREE = { tableName: 'sys_category', text: 'name', code: 'id' } as const;

export default function DictionarySection() {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Demo title="字典下拉（本地缓存）" initial="M" extra={<RefreshDictionariesButton />}>
        <DictSelect dictCode="priority" />
      </Demo>
      <Demo title="字典单选" initial="1">
        <DictSelect dictCode="sex" type="radio" />
      </Demo>
      <Demo title="字典复选" initial="WECHAT,ALIPAY">
        <DictSelect dictCode="pay_channel" type="checkbox" />
      </Demo>
      <Demo title="字典下拉（服务端，仅启用项）">
        <DictSelect dictCode="mer_subject_type" type="radioButton" />
      </Demo>
      <Demo title="表字典下拉">
        <DictSelect dictCode={SYS_USER_DICT} />
      </Demo>
      <Demo title="未配置字典Code">
        <DictSelect dictCode="" />
      </Demo>
      <Demo title="字典搜索选择" initial="zhangwei">
        <DictSearchSelect dict={SYS_USER_DICT} />
      </Demo>
      <Demo title="远程搜索选择">
        <SearchSelect
          tableName="cus_mast_info"
          fieldText="cus_name"
          fieldValue="cus_code"
          sqlCondition="cus_status = '02'"
          sqlOrderBy="create_time desc"
        />
      </Demo>
      <Demo title="多选标签" initial="WECHAT,ALIPAY">
        <MultiSelectTag dictCode="pay_channel" />
      </Demo>
      <Demo title="树选择">
        <TreeSelect {...CATEGORY_TREE} pidField="pid" hasChildField="has_child" />
      </Demo>
      <Demo title="树选择（condition 有误）">
        <TreeSelect {...CATEGORY_TREE} condition="sys_org_code=A01" />
      </Demo>
      <Demo title="分类字典选择" initial="1768000000964690840,1768000000965739417">
        <CategorySelect pcode="A01" multiple />
      </Demo>
      <DemoCard title="树形表格">
        <TreeTable
          columns={CATEGORY_COLUMNS}
          loadRows={loadCategoryRows}
          hasChildren={categoryHasChildren}
          size="small"
        />
      </DemoCard>
    </Space>
  );
}
