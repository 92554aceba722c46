import { Button, Card, Col, Form, Input, Row, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AuthTenant, AuthTenantFilters } from '../../../providers/auth-admin-api';
import { DictSelect } from '../../../src/components/DictSelect';
import {
  AUTH_ADMIN_BUTTON,
  AUTH_DICT,
  AUTH_STATUS,
  brandFormOf,
  isCode,
} from '../../../src/lib/auth';
import { useAllowed } from '../../kit/useAllowed';
import { useCapList } from '../../kit/useCapList';
import { AuthStatusTag } from '../shared/AuthStatusTag';
import { useAuthAdminApi } from '../shared/authAdminApiContext';
import { SHARED_TEXTS } from '../shared/texts';
import { TenantFormDrawer, type TenantFormTarget } from './TenantFormDrawer';
import { TENANT_TEXTS as TEXTS } from './texts';

const NO_FILTERS: AuthTenantFilters = {};
const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

interface TenantSearchValues {
  tenantName?: string;
  tenantStatus?: string;
}

function tenantFilters(values: TenantSearchValues): AuthTenantFilters {
  const tenantName = values.tenantName?.trim();
  const { tenantStatus } = values;
  return {
    ...(tenantName ? { tenantName } : {}),
    ...(isCode(AUTH_STATUS, tenantStatus) ? { tenantStatus } : {}),
  };
}

function tenantColumns(
  canEdit: boolean,
  onEdit: (tenant: AuthTenant) => void,
): TableColumnsType<AuthTenant> {
  return [
    { title: TEXTS.tenantId, dataIndex: 'tenantId', width: 100 },
    { title: TEXTS.tenantName, dataIndex: 'tenantName', width: 160 },
    { title: SHARED_TEXTS.url, dataIndex: 'url', width: 200 },
    {
      title: TEXTS.loginTitle,
      key: 'loginTitle',
      width: 220,
      render: (_: unknown, tenant) => brandFormOf(tenant.tenantInfo).values.sysName ?? '—',
    },
    {
      title: SHARED_TEXTS.status,
      dataIndex: 'tenantStatus',
      width: 90,
      render: (status: string) => <AuthStatusTag value={status} />,
    },
    { title: SHARED_TEXTS.remark, dataIndex: 'remark', width: 160 },
    { title: SHARED_TEXTS.createTime, dataIndex: 'createTime', width: 170 },
    ...(canEdit
      ? [
          {
            title: SHARED_TEXTS.actions,
            key: 'actions',
            fixed: 'right' as const,
            width: 90,
            render: (_: unknown, tenant: AuthTenant) => (
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                aria-label={`${SHARED_TEXTS.edit} ${tenant.tenantName}`}
                onClick={() => onEdit(tenant)}
              >
                {SHARED_TEXTS.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/**
 * 租户管理 (issue 19 A; spec 2.7 "Auth administration: tenants", spec 3 tenant info): search, the
 * list through TenantListInquiry, 新增 / 编辑 with the login preview, behind the spec 6 codes.
 */
export function TenantListPage() {
  const api = useAuthAdminApi();
  const list = useCapList('authTenant', api.tenants, NO_FILTERS);
  const allowed = useAllowed();
  const [search] = Form.useForm<TenantSearchValues>();
  const [formTarget, setFormTarget] = useState<TenantFormTarget>();
  const columns = tenantColumns(allowed(AUTH_ADMIN_BUTTON.tenantEdit), (tenant) =>
    setFormTarget({ mode: 'edit', tenant }),
  );

  return (
    <Card title={TEXTS.title}>
      <Form
        form={search}
        layout="inline"
        name="authTenantSearch"
        role="search"
        aria-label="查询条件"
        onFinish={(values) => list.search(tenantFilters(values))}
        style={{ marginBottom: 16 }}
      >
        <Row gutter={[16, 12]} style={{ width: '100%' }}>
          <Col {...COLUMN}>
            <Form.Item name="tenantName" label={TEXTS.tenantName}>
              <Input allowClear placeholder={`请输入${TEXTS.tenantName}`} />
            </Form.Item>
          </Col>
          <Col {...COLUMN}>
            <Form.Item name="tenantStatus" label={SHARED_TEXTS.status}>
              <DictSelect dictCode={AUTH_DICT.status} />
            </Form.Item>
          </Col>
          <Col {...COLUMN}>
            <Space>
              <Button type="primary" htmlType="submit">
                {SHARED_TEXTS.search}
              </Button>
              <Button
                onClick={() => {
                  search.resetFields();
                  list.search({});
                }}
              >
                {SHARED_TEXTS.reset}
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
      {allowed(AUTH_ADMIN_BUTTON.tenantAdd) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<AuthTenant>
        rowKey="tenantId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <TenantFormDrawer
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
