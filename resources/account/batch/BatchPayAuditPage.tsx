import { Button, Card, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { BatchPayFilters } from '../../../providers/batch-pay-api';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { BATCH_STATUS } from '../../../src/lib/account';
import { batchColumns } from './batchColumns';
import { BatchDetailDrawer } from './BatchDetailDrawer';
import { BatchSearchForm } from './BatchSearchForm';
import { BATCH_TEXTS as TEXTS } from './texts';
import { useBatchList } from './useBatchList';

const PENDING_AUDIT: BatchPayFilters = { batchStatus: BATCH_STATUS.pending };

/**
 * 批量代付审核 (issue 17, menu component merchant/BatchPayAuditList): the batches awaiting audit;
 * a batch opens with its rows, and another operator than its submitter passes or rejects it.
 */
export function BatchPayAuditPage() {
  const list = useBatchList(PENDING_AUDIT);
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
      <BatchSearchForm name="batchPayAuditSearch" withStatus={false} onSearch={list.search} />
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
