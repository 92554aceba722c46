import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { ACCOUNT_BUTTON } from '../../../src/lib/account';
import { useAllowed } from '../../kit/useAllowed';
import { batchColumns } from './batchColumns';
import { BatchDetailDrawer } from './BatchDetailDrawer';
import { BatchEditorDrawer } from './BatchEditorDrawer';
import { BatchSearchForm } from './BatchSearchForm';
import { ImportBatchDialog } from './ImportBatchDialog';
import { BATCH_TEXTS as TEXTS } from './texts';
import { useBatchActions } from './useBatchActions';
import { useBatchCalls } from './useBatchCalls';
import { useBatchList } from './useBatchList';

/**
 * 批量代付 (issue 17, menu component account/BatchPayList): the batches, 新建批量代付 (import →
 * fix in the grid → 提交), 编辑 of the operator's own 00 batch and 撤销 of their own 01 batch.
 */
export function BatchPayListPage() {
  const list = useBatchList();
  const allowed = useAllowed();
  const actionsOf = useBatchActions();
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<BatchPay>();
  const [viewing, setViewing] = useState<BatchPay>();
  const calls = useBatchCalls(() => list.refresh());
  const { refresh } = list;

  // Rebuilt each render: a row's actions follow the signed-in operator and their codes.
  const columns = batchColumns((batch) => {
    const actions = actionsOf(batch);
    return (
      <Space size={0}>
        {actions.has('edit') ? (
          <Button type="link" size="small" onClick={() => setEditing(batch)}>
            {TEXTS.edit}
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => setViewing(batch)}>
            {TEXTS.view}
          </Button>
        )}
        {actions.has('cancel') ? (
          <Button type="link" size="small" danger onClick={() => calls.cancel(batch)}>
            撤销
          </Button>
        ) : null}
      </Space>
    );
  });

  return (
    <Card title={TEXTS.listTitle}>
      <BatchSearchForm name="batchPaySearch" onSearch={list.search} />
      {allowed(ACCOUNT_BUTTON.batchPay) ? (
        <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setImporting(true)}>
          {TEXTS.newBatch}
        </Button>
      ) : null}
      <Table<BatchPay>
        rowKey="batchNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <ImportBatchDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(batch) => {
          setImporting(false);
          refresh();
          if (batch) setEditing(batch);
        }}
      />
      <BatchEditorDrawer
        batch={editing}
        onBatchChanged={(batch) => {
          if (batch) setEditing((current) => (current ? batch : current));
          refresh();
        }}
        onClose={() => setEditing(undefined)}
      />
      <BatchDetailDrawer
        batch={viewing}
        onChanged={refresh}
        onClose={() => setViewing(undefined)}
      />
    </Card>
  );
}
