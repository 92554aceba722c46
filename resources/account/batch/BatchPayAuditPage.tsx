import { Button, Card, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { BATCH_STATUS } from '../../../src/lib/account';
import { useListLink } from '../../kit/useListLink';
import { batchColumns } from './batchColumns';
import { BatchDetailDrawer } from './BatchDetailDrawer';
import { batchFilters, type BatchSearchValues } from './batchSearch';
import { BatchSearchForm } from './BatchSearchForm';
import { BATCH_TEXTS as TEXTS } from './texts';
import { useBatchList } from './useBatchList';

const PENDING_AUDIT: BatchSearchValues = { batchStatus: BATCH_STATUS.pending };

/**
 * 批量代付审核 (issue 17, menu component merchant/BatchPayAuditList): the batches, 01 待审核 first
 * (as 交易复核 opens on 待复核) unless a link names another status (issue 18 item 4); a batch opens
 * with its rows, and another operator than its submitter passes or rejects a pending one.
 */
export function BatchPayAuditPage() {
  const link = useListLink('batchPayAudit');
  return <BatchPayAudit key={link.key} start={link.linked ? link.fields : PENDING_AUDIT} />;
}

function BatchPayAudit({ start }: { start: BatchSearchValues }) {
  const list = useBatchList({}, batchFilters(start));
  const [viewing, setViewing] = useState<BatchPay>();
  const columns = useMemo(
    () =>
      batchColumns((batch) => (
        <Button type="link" size="small" onClick={() => setViewing(batch)}>
          {TEXTS.view}
        </Button>
      )),
    [],
  );
  return (
    <Card title={TEXTS.auditTitle}>
      <BatchSearchForm
        name="batchPayAuditSearch"
        defaults={PENDING_AUDIT}
        initialValues={start}
        onSearch={list.search}
      />
      <Table<BatchPay>
        rowKey="batchNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <BatchDetailDrawer
        batch={viewing}
        audit
        onChanged={list.refresh}
        onClose={() => setViewing(undefined)}
      />
    </Card>
  );
}
