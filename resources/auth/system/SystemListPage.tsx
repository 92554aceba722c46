import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { AuthSystem, AuthSystemFilters } from '../../../providers/auth-admin-api';
import { AUTH_ADMIN_BUTTON } from '../../../src/lib/auth';
import { useAllowed } from '../../kit/useAllowed';
import { useCapList } from '../../kit/useCapList';
import { useAuthAdminApi } from '../shared/authAdminApiContext';
import { systemColumns } from './systemColumns';
import { SystemFormDrawer, type SystemFormTarget } from './SystemFormDrawer';
import { SystemSearchForm } from './SystemSearchForm';
import { SYSTEM_TEXTS as TEXTS } from './texts';

const NO_FILTERS: AuthSystemFilters = {};

/**
 * 系统配置 (issue 19 A; spec 2.7 "Auth administration: systems", spec 3 system info): search, the
 * list through SystemListInquiry, 新增 / 编辑 in a form with the login page's live preview, each
 * behind its spec 6 button code.
 */
export function SystemListPage() {
  const api = useAuthAdminApi();
  const list = useCapList('authSystem', api.systems, NO_FILTERS);
  const allowed = useAllowed();
  const [formTarget, setFormTarget] = useState<SystemFormTarget>();
  const columns = systemColumns(allowed(AUTH_ADMIN_BUTTON.systemEdit), (system) =>
    setFormTarget({ mode: 'edit', system }),
  );

  return (
    <Card title={TEXTS.title}>
      <SystemSearchForm onSearch={list.search} />
      {allowed(AUTH_ADMIN_BUTTON.systemAdd) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<AuthSystem>
        rowKey="sysId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <SystemFormDrawer
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
