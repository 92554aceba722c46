import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Spin } from 'antd';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { formatYuanText } from '../../../src/lib/money';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useShowResult } from '../../workbench/result/useShowResult';
import { useBatchPayApi } from './batchApiContext';
import { BatchItemsEditor } from './BatchItemsEditor';
import { BatchStatusTag } from './statusTags';
import { batchSubmittedResult } from './submittedResult';
import { BATCH_COLUMN_TITLES as TITLES, BATCH_TEXTS as TEXTS } from './texts';

export interface BatchEditorDrawerProps {
  /** The 00 batch being fixed; the drawer is closed without one. */
  batch: BatchPay | undefined;
  onBatchChanged: (batch: BatchPay | undefined) => void;
  onClose: () => void;
}

/**
 * A batch's header (totals as the server computed them) over its rows in the grid; a submitted
 * batch ends on the result page (issue 19 item 6).
 */
export function BatchEditorDrawer({ batch, onBatchChanged, onClose }: BatchEditorDrawerProps) {
  const api = useBatchPayApi();
  const feedback = useFeedback();
  const showResult = useShowResult();
  const batchNo = batch?.batchNo;
  const items = useQuery({
    queryKey: ['cap', 'batchPay', 'items', batchNo],
    queryFn: () => api.allItems(batchNo ?? ''),
    enabled: batchNo !== undefined,
    retry: false,
    // The grid holds the edits; a refetch would reload it and drop them.
    staleTime: Infinity,
    gcTime: 0,
  });
  useFailureOnce(items, feedback.failed);

  const content = () => {
    if (!batch) return null;
    if (items.isPending) return <Spin aria-label={TEXTS.loadingItems} />;
    if (!items.data) return <Empty description={TEXTS.itemsFailed} />;
    return (
      <BatchItemsEditor
        batch={batch}
        items={items.data}
        onBatchChanged={onBatchChanged}
        onSubmitted={(submitted) => {
          onClose();
          showResult(batchSubmittedResult(submitted));
        }}
      />
    );
  };

  return (
    <Drawer
      open={batch !== undefined}
      title={batch ? TEXTS.editorTitle(batch.batchNo) : ''}
      width="90%"
      destroyOnHidden
      onClose={onClose}
    >
      {batch ? (
        <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={TITLES.fileName}>{batch.fileName}</Descriptions.Item>
          <Descriptions.Item label={TITLES.acctNo}>{batch.acctNo}</Descriptions.Item>
          <Descriptions.Item label={TITLES.totalCount}>{batch.totalCount}</Descriptions.Item>
          <Descriptions.Item label={TITLES.totalAmount}>
            {formatYuanText(batch.totalAmount)}
          </Descriptions.Item>
          <Descriptions.Item label={TITLES.batchStatus}>
            <BatchStatusTag status={batch.batchStatus} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      {content()}
    </Drawer>
  );
}
