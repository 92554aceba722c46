import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { Supplier, SupplierFilters } from '../../../providers/agent-api';
import { AGENT_BUTTON, statusAction } from '../../../src/lib/agent';
import { useCapList } from '../../kit/useCapList';
import { useAllowed } from '../../kit/useAllowed';
import { useAgentApi } from '../shared/agentApiContext';
import { StatusChangeModal, type PendingStatusChange } from '../shared/StatusChangeModal';
import { SHARED_TEXTS, statusChangeConfirm } from '../shared/texts';
import { useSupplierColumns, type SupplierRowAction } from './supplierColumns';
import { SupplierFormModal, type SupplierFormTarget } from './SupplierFormModal';
import { SupplierSearchForm } from './SupplierSearchForm';
import { SUPPLIER_TEXTS as TEXTS } from './texts';

const NO_FILTERS: SupplierFilters = {};

/**
 * 供应商 (issue 18 C; spec 2.7 "Agents and suppliers"): search, the list through SupplierInquiry
 * with settlement account and terms, 新建 / 编辑, 启用 / 停用 with a reason, each behind its spec 6
 * button code.
 */
export function SupplierListPage() {
  const api = useAgentApi();
  const list = useCapList('supplier', api.suppliers, NO_FILTERS);
  const allowed = useAllowed();
  const [formTarget, setFormTarget] = useState<SupplierFormTarget>();
  const [statusChange, setStatusChange] = useState<PendingStatusChange>();

  const actionsOf = (supplier: Supplier): SupplierRowAction[] => {
    const change = statusAction(supplier.supplierStatus);
    return [
      ...(allowed(AGENT_BUTTON.supplierEdit)
        ? [{ key: 'edit' as const, label: SHARED_TEXTS.edit }]
        : []),
      ...(change && allowed(AGENT_BUTTON.supplierStatus)
        ? [{ key: 'status' as const, label: change.label }]
        : []),
    ];
  };

  const onAction = (supplier: Supplier, action: SupplierRowAction) => {
    const change = statusAction(supplier.supplierStatus);
    if (action.key === 'edit') setFormTarget({ mode: 'edit', supplier });
    else if (change) {
      setStatusChange({
        label: change.label,
        confirm: statusChangeConfirm(change.label, TEXTS.kind, supplier.supplierName),
        danger: change.action === 'disable',
        send: (reason) => api.changeSupplierStatus(supplier.supplierCode, change.action, reason),
      });
    }
  };
  const columns = useSupplierColumns(actionsOf, onAction);
  const afterChange = () => {
    setFormTarget(undefined);
    setStatusChange(undefined);
    list.refresh();
  };

  return (
    <Card title={TEXTS.title}>
      <SupplierSearchForm onSearch={list.search} />
      {allowed(AGENT_BUTTON.supplierAdd) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<Supplier>
        rowKey="supplierCode"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <SupplierFormModal
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onSaved={afterChange}
      />
      <StatusChangeModal
        pending={statusChange}
        onClose={() => setStatusChange(undefined)}
        onDone={afterChange}
      />
    </Card>
  );
}
