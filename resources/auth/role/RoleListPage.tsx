import { Button, Card, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AuthRole, AuthRoleFilters } from '../../../providers/auth-access-api';
import { AUTH_BUTTON } from '../../../src/lib/authAccess';
import { useCapList } from '../../kit/useCapList';
import { useAllowed } from '../../kit/useAllowed';
import { useAuthAccessApi } from '../accessShared/authAccessContext';
import { RowButtons, type RowAction } from '../accessShared/RowButtons';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { RoleFormModal, type RoleFormTarget } from './RoleFormModal';
import { RoleGrantDrawer } from './RoleGrantDrawer';
import { ROLE_TEXTS as TEXTS } from './texts';

const NO_FILTERS: AuthRoleFilters = {};

type RoleActionKey = 'edit' | 'grant';

interface RoleSearchValues {
  roleName?: string;
  roleCode?: string;
}

function roleFilters(values: RoleSearchValues): AuthRoleFilters {
  const roleName = values.roleName?.trim();
  const roleCode = values.roleCode?.trim();
  return { ...(roleName ? { roleName } : {}), ...(roleCode ? { roleCode } : {}) };
}

/**
 * 角色 (issue 19 B; spec 2.7 auth administration, spec 3 Role, spec 6): search, the list through
 * RoleInquiry, 新增 / 编辑, and 授权 with the resource tree, each behind its spec 6 button code.
 */
export function RoleListPage() {
  const api = useAuthAccessApi();
  const list = useCapList('authRole', api.roles, NO_FILTERS);
  const allowed = useAllowed();
  const [search] = Form.useForm<RoleSearchValues>();
  const [formTarget, setFormTarget] = useState<RoleFormTarget>();
  const [grantOf, setGrantOf] = useState<AuthRole>();

  const actions: RowAction<RoleActionKey>[] = [
    ...(allowed(AUTH_BUTTON.roleEdit) ? [{ key: 'edit' as const, label: ACCESS_TEXTS.edit }] : []),
    ...(allowed(AUTH_BUTTON.roleGrant) ? [{ key: 'grant' as const, label: TEXTS.grant }] : []),
  ];

  const columns: TableColumnsType<AuthRole> = [
    { title: TEXTS.roleName, dataIndex: 'roleName', width: 160 },
    { title: TEXTS.roleCode, dataIndex: 'roleCode', width: 160 },
    { title: ACCESS_TEXTS.userCount, dataIndex: 'userCount', width: 80, align: 'right' },
    { title: ACCESS_TEXTS.remark, dataIndex: 'remark', width: 220, ellipsis: true },
    { title: ACCESS_TEXTS.createTime, dataIndex: 'createTime', width: 170 },
    ...(actions.length > 0
      ? [
          {
            title: ACCESS_TEXTS.actions,
            key: 'actions',
            fixed: 'right' as const,
            width: 130,
            render: (_: unknown, role: AuthRole) => (
              <RowButtons
                actions={actions}
                onAction={(key) =>
                  key === 'edit' ? setFormTarget({ mode: 'edit', role }) : setGrantOf(role)
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={TEXTS.title}>
      <Form
        form={search}
        layout="inline"
        name="authRoleSearch"
        role="search"
        aria-label="查询条件"
        onFinish={(values) => list.search(roleFilters(values))}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="roleName" label={TEXTS.roleName}>
          <Input allowClear placeholder={`请输入${TEXTS.roleName}`} />
        </Form.Item>
        <Form.Item name="roleCode" label={TEXTS.roleCode}>
          <Input allowClear placeholder={`请输入${TEXTS.roleCode}`} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {ACCESS_TEXTS.search}
          </Button>
          <Button
            onClick={() => {
              search.resetFields();
              list.search({});
            }}
          >
            {ACCESS_TEXTS.reset}
          </Button>
        </Space>
      </Form>
      {allowed(AUTH_BUTTON.roleAdd) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<AuthRole>
        rowKey="roleId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <RoleFormModal
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onSaved={() => {
          setFormTarget(undefined);
          list.refresh();
        }}
      />
      <RoleGrantDrawer
        key={grantOf?.roleId ?? 'none'}
        role={grantOf}
        onClose={() => setGrantOf(undefined)}
      />
    </Card>
  );
}
