import { Alert, Button, Descriptions, Drawer, Space } from 'antd';
import { useState } from 'react';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { formatYuanText } from '../../../src/lib/money';
import { BatchItemsTable } from './BatchItemsTable';
import { RejectBatchModal } from './RejectBatchModal';
import { BatchStatusTag } from './statusTags';
import { BATCH_COLUMN_TITLES as TITLES, BATCH_TEXTS as TEXTS } from './texts';
import { useBatchActions } from './useBatchActions';
import { useBatchCalls } from './useBatchCalls';
import { isOwnSubmission } from '../../../src/lib/account';
import { currentUsername } from './viewer';

export interface BatchDetailDrawerProps {
  batch: BatchPay | undefined;
  /** 批量代付审核 offers 通过 / 驳回 here; 批量代付 only shows the batch. */
  audit?: boolean;
  onChanged: () => void;
  onClose: () => void;
}

/** One batch: its totals and audit, its rows with each outcome (成功 / 失败 and the reason). */
export function BatchDetailDrawer({
  batch,
  audit = false,
  onChanged,
  onClose,
}: BatchDetailDrawerProps) {
  const actionsOf = useBatchActions();
  const [rejecting, setRejecting] = useState<BatchPay>();
  const calls = useBatchCalls(() => {
    onChanged();
    onClose();
  });
  const actions = batch && audit ? actionsOf(batch) : new Set<string>();
  const own = batch !== undefined && isOwnSubmission(batch, currentUsername());
  const money = (value: string | undefined) => (value === undefined ? '' : formatYuanText(value));

  return (
    <Drawer
      open={batch !== undefined}
      title={batch ? TEXTS.detailTitle(batch.batchNo) : ''}
      width="80%"
      destroyOnHidden
      onClose={onClose}
      extra={
        <Space>
          {batch && actions.has('pass') ? (
            <Button type="primary" loading={calls.busy} onClick={() => calls.pass(batch)}>
              审核通过
            </Button>
          ) : null}
          {batch && actions.has('reject') ? (
            <Button danger disabled={calls.busy} onClick={() => setRejecting(batch)}>
              驳回
            </Button>
          ) : null}
        </Space>
      }
    >
      {batch ? (
        <>
          {audit && own ? <Alert type="info" showIcon message={TEXTS.ownBatch} /> : null}
          <Descriptions size="small" column={3} style={{ margin: '16px 0' }}>
            <Descriptions.Item label={TITLES.fileName}>{batch.fileName}</Descriptions.Item>
            <Descriptions.Item label={TITLES.acctNo}>{batch.acctNo}</Descriptions.Item>
            <Descriptions.Item label={TITLES.batchStatus}>
              <BatchStatusTag status={batch.batchStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.totalCount}>{batch.totalCount}</Descriptions.Item>
            <Descriptions.Item label={TITLES.totalAmount}>
              {money(batch.totalAmount)}
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.submitterName}>
              {batch.submitterName}
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.successCount}>{batch.successCount}</Descriptions.Item>
            <Descriptions.Item label={TITLES.successAmount}>
              {money(batch.successAmount)}
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.failCount}>{batch.failCount}</Descriptions.Item>
            <Descriptions.Item label={TITLES.auditorName}>{batch.auditorName}</Descriptions.Item>
            <Descriptions.Item label={TITLES.auditRemark}>{batch.auditRemark}</Descriptions.Item>
          </Descriptions>
          <BatchItemsTable batchNo={batch.batchNo} />
        </>
      ) : null}
      <RejectBatchModal
        batch={rejecting}
        saving={calls.busy}
        onReject={calls.reject}
        onClose={() => setRejecting(undefined)}
      />
    </Drawer>
  );
}
