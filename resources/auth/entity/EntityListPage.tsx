import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { AuthEntity, AuthEntityFilters } from '../../../providers/auth-admin-api';
import { AUTH_ADMIN_BUTTON, entityStatusChange } from '../../../src/lib/auth';
import { useAllowed } from '../../kit/useAllowed';
import { useCapList } from '../../kit/useCapList';
import { useAuthAdminApi } from '../shared/authAdminApiContext';
import { SHARED_TEXTS } from '../shared/texts';
import { useEntityColumns, type EntityRowAction } from './entityColumns';
import { EntityFormModal, type EntityFormTarget } from './EntityFormModal';
import { EntitySearchForm } from './EntitySearchForm';
import { EntityStatusModal } from './EntityStatusModal';
import { ENTITY_TEXTS as TEXTS } from './texts';

const NO_FILTERS: AuthEntityFilters = {};

/**
 * 实体管理 (issue 19 A; spec 2.7 "Auth administration: entities", spec 3 listEntity): search, the
 * list through EntityInquiry, 新增 / 编辑, 启用 / 停用 with a reason, each behind its spec 6 code.
 */
export function EntityListPage() {
  const api = useAuthAdminApi();
  const list = useCapList('authEntity', api.entities, NO_FILTERS);
  const allowed = useAllowed();
  const [formTarget, setFormTarget] = useState<EntityFormTarget>();
  const [statusOf, setStatusOf] = useState<AuthEntity>();

  const actionsOf = (entity: AuthEntity): EntityRowAction[] => {
    const change = entityStatusChange(entity.status);
    return [
      ...(allowed(AUTH_ADMIN_BUTTON.entityEdit)
        ? [{ key: 'edit' as const, label: SHARED_TEXTS.edit }]
        : []),
      ...(change && allowed(AUTH_ADMIN_BUTTON.entityStatus)
        ? [{ key: 'status' as const, label: change.label }]
        : []),
    ];
  };
  const columns = useEntityColumns(actionsOf, (entity, action) =>
    action.key === 'edit' ? setFormTarget({ mode: 'edit', entity }) : setStatusOf(entity),
  );
  const afterChange = () => {
    setFormTarget(undefined);
    setStatusOf(undefined);
    list.refresh();
  };

  return (
    <Card title={TEXTS.title}>
      <EntitySearchForm onSearch={list.search} />
      {allowed(AUTH_ADMIN_BUTTON.entityAdd) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<AuthEntity>
        rowKey="entityId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <EntityFormModal
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onSaved={afterChange}
      />
      <EntityStatusModal
        entity={statusOf}
        onClose={() => setStatusOf(undefined)}
        onDone={afterChange}
      />
    </Card>
  );
}
