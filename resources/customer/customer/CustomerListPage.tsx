import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { Customer } from '../../../providers/customer-api';
import { useAllowed } from '../../kit/useAllowed';
import { useListLink } from '../../kit/useListLink';
import { useCustomerColumns } from './customerColumns';
import { CustomerFormModal } from './CustomerFormModal';
import { CUSTOMER_CODES, customerRowActions, type RowAction } from './customerRowActions';
import { customerFilters, type CustomerSearchValues } from './customerSearch';
import { CustomerSearchForm } from './CustomerSearchForm';
import { StatusActionModal, type PendingStatusAction } from './StatusActionModal';
import { CUSTOMER_PAGE_TEXTS as TEXTS } from './texts';
import { useCustomerExport } from './useCustomerExport';
import { useCustomerList } from './useCustomerList';

type FormState = { open: false } | { open: true; customer?: Customer };

/**
 * 客户信息 (issue 16, page 1): search, the list through CusMastInfoInquiry, 新增 / 编辑 and the
 * status actions each row's status allows, behind the spec 6 button codes. A link's filters
 * (`?status=02`, issue 18 item 4) start the list afresh.
 */
export function CustomerListPage() {
  const link = useListLink('customers');
  return <CustomerList key={link.key} start={link.fields} />;
}

function CustomerList({ start }: { start: CustomerSearchValues }) {
  const list = useCustomerList(customerFilters(start));
  const allowed = useAllowed();
  const exporter = useCustomerExport();
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [pendingAction, setPendingAction] = useState<PendingStatusAction>();

  const onAction = (customer: Customer, action: RowAction) => {
    if (action.kind === 'edit') setFormState({ open: true, customer });
    else setPendingAction({ customer, ...action });
  };
  const columns = useCustomerColumns(
    (customer) => customerRowActions(customer.cusStatus, allowed),
    onAction,
  );

  return (
    <Card title={TEXTS.title}>
      <CustomerSearchForm initialValues={start} onSearch={list.search} />
      <Space style={{ marginBottom: 16 }}>
        {allowed(CUSTOMER_CODES.add) ? (
          <Button type="primary" onClick={() => setFormState({ open: true })}>
            {TEXTS.add}
          </Button>
        ) : null}
        {allowed(CUSTOMER_CODES.export) ? (
          <Button
            icon={<DownloadOutlined />}
            loading={exporter.exporting}
            onClick={() => void exporter.exportList(list.filters)}
          >
            {TEXTS.export}
          </Button>
        ) : null}
      </Space>
      <Table<Customer>
        rowKey="cusCode"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <CustomerFormModal
        open={formState.open}
        customer={formState.open ? formState.customer : undefined}
        onClose={() => setFormState({ open: false })}
        onSaved={() => {
          setFormState({ open: false });
          list.refresh();
        }}
      />
      <StatusActionModal
        pending={pendingAction}
        onClose={() => setPendingAction(undefined)}
        onDone={() => {
          setPendingAction(undefined);
          list.refresh();
        }}
      />
    </Card>
  );
}
