import { Button, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AuthGroup, AuthGroupFilters } from '../../../providers/auth-access-api';
import {
  AUTH_BUTTON,
  AUTH_DICT,
  groupLevelText,
  isPlatformLevel,
} from '../../../src/lib/authAccess';
import { useDictText } from '../../customer/customer/useDictText';
import { useCapList } from '../../kit/useCapList';
import { useAllowed } from '../../kit/useAllowed';
import { useAuthAccessApi } from '../accessShared/authAccessContext';
import { RowButtons } from '../accessShared/RowButtons';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { GroupFormModal, type GroupFormTarget } from './GroupFormModal';
import { GroupSearchForm } from './GroupSearchForm';
import { GROUP_TEXTS as TEXTS } from './texts';

const NO_FILTERS: AuthGroupFilters = {};

/**
 * 用户组 (issue 19 B; spec 2.7 auth administration, spec 3 group): search, the list through
 * GroupInquiry with its type and level (plat / org prefixes: the spec 6 header rules), 新增 /
 * 编辑 behind their spec 6 button codes.
 */
export function GroupListPage() {
  const api = useAuthAccessApi();
  const list = useCapList('authGroup', api.groups, NO_FILTERS);
  const allowed = useAllowed();
  const typeText = useDictText(AUTH_DICT.groupType);
  const [formTarget, setFormTarget] = useState<GroupFormTarget>();

  const columns: TableColumnsType<AuthGroup> = [
    { title: TEXTS.groupName, dataIndex: 'groupName', width: 200 },
    { title: TEXTS.groupId, dataIndex: 'groupId', width: 110 },
    {
      title: TEXTS.groupType,
      dataIndex: 'groupType',
      width: 120,
      render: (type: string) => typeText(type),
    },
    {
      title: TEXTS.level,
      key: 'level',
      width: 90,
      render: (_: unknown, group) => (
        <Tag color={isPlatformLevel(group.groupType) ? 'blue' : 'default'}>
          {groupLevelText(group.groupType)}
        </Tag>
      ),
    },
    { title: ACCESS_TEXTS.userCount, dataIndex: 'userCount', width: 80, align: 'right' },
    { title: ACCESS_TEXTS.remark, dataIndex: 'remark', width: 200, ellipsis: true },
    { title: ACCESS_TEXTS.createTime, dataIndex: 'createTime', width: 170 },
    ...(allowed(AUTH_BUTTON.groupEdit)
      ? [
          {
            title: ACCESS_TEXTS.actions,
            key: 'actions',
            fixed: 'right' as const,
            width: 90,
            render: (_: unknown, group: AuthGroup) => (
              <RowButtons
                actions={[{ key: 'edit', label: ACCESS_TEXTS.edit }]}
                onAction={() => setFormTarget({ mode: 'edit', group })}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={TEXTS.title}>
      <GroupSearchForm onSearch={list.search} />
      {allowed(AUTH_BUTTON.groupAdd) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<AuthGroup>
        rowKey="groupId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <GroupFormModal
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onSaved={() => {
          setFormTarget(undefined);
          list.refresh();
        }}
      />
    </Card>
  );
}
