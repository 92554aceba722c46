import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { Invoice } from '../../../providers/bill-api';
import { ACCOUNT_BUTTON, invoiceActions } from '../../../src/lib/account';
import { useAllowed } from '../../kit/useAllowed';
import { useListLink } from '../../kit/useListLink';
import { useBillApi } from '../adjust/billApiContext';
import { useCapList } from '../../kit/useCapList';
import { useInvoiceColumns, type InvoiceRowAction } from './invoiceColumns';
import { InvoiceApplyModal } from './InvoiceApplyModal';
import { InvoiceMakeModal } from './InvoiceMakeModal';
import { invoiceFilters, type InvoiceSearchValues } from './invoiceSearch';
import { InvoiceSearchForm } from './InvoiceSearchForm';
import { InvoiceVoidModal } from './InvoiceVoidModal';
import { INVOICE_TEXTS as TEXTS } from './texts';

type Pending = { action: InvoiceRowAction['action']; invoice: Invoice } | undefined;

/**
 * 发票 (issue 17 page 6): applications searched and listed through InvoiceInquiry, 申请开票, 开票 of
 * a 0 待开票 one and 作废 of a 1 已开票 one (codes17), each behind its spec 6 button code. A link's
 * filters (`?invoiceStatus=0`, issue 18 item 4) start the list afresh.
 */
export function InvoiceListPage() {
  const link = useListLink('invoice');
  return <InvoiceList key={link.key} start={link.fields} />;
}

function InvoiceList({ start }: { start: InvoiceSearchValues }) {
  const api = useBillApi();
  const list = useCapList('invoice', api.invoices, invoiceFilters(start));
  const allowed = useAllowed();
  const [applying, setApplying] = useState(false);
  const [pending, setPending] = useState<Pending>();

  const actionsOf = (invoice: Invoice): InvoiceRowAction[] =>
    invoiceActions({ status: invoice.invoiceStatus })
      .filter((view) => allowed(view.permission))
      .map(({ action, label }) => ({ action, label }));
  const columns = useInvoiceColumns(
    actionsOf,
    (invoice, { action }) => setPending({ action, invoice }),
    api.fileUrl,
  );
  const done = () => {
    setPending(undefined);
    list.refresh();
  };

  return (
    <Card title={TEXTS.title}>
      <InvoiceSearchForm initialValues={start} onSearch={list.search} />
      {allowed(ACCOUNT_BUTTON.invoiceApply) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setApplying(true)}>
            {TEXTS.apply}
          </Button>
        </Space>
      ) : null}
      <Table<Invoice>
        rowKey="applyNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <InvoiceApplyModal
        open={applying}
        onClose={() => setApplying(false)}
        onSaved={() => {
          setApplying(false);
          list.refresh();
        }}
      />
      <InvoiceMakeModal
        invoice={pending?.action === 'make' ? pending.invoice : undefined}
        onClose={() => setPending(undefined)}
        onDone={done}
      />
      <InvoiceVoidModal
        invoice={pending?.action === 'void' ? pending.invoice : undefined}
        onClose={() => setPending(undefined)}
        onDone={done}
      />
    </Card>
  );
}
