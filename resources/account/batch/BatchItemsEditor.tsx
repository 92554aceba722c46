import { Alert, Button, Space, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { BatchPay, BatchPayItem } from '../../../providers/batch-pay-api';
import {
  EditableGrid,
  type EditableGridApi,
  type GridColumn,
  type GridValuesChange,
} from '../../../src/components/EditableGrid';
import type { GridRow } from '../../../src/lib/grid/rowState';
import { canSubmitBatch, validateBatch } from '../../../src/lib/account';
import { formatYuan } from '../../../src/lib/money';
import { useFeedback } from '../../kit/useFeedback';
import { useBatchPayApi } from './batchApiContext';
import {
  batchGridColumns,
  batchRowOf,
  GRID_PREFIX,
  gridRowsOf,
  ITEM_KEY,
  itemChangeOf,
  NO_ADD_LISTS,
  submitBlockedReason,
  type BatchGridRow,
} from './batchGrid';
import { IssuesCell } from './IssuesCell';
import { SubmitBatchDialog } from './SubmitBatchDialog';
import { BATCH_TEXTS as TEXTS } from './texts';

export interface BatchItemsEditorProps {
  batch: BatchPay;
  items: readonly BatchPayItem[];
  /** The batch as the server answered a save or the submit (new totals or status). */
  onBatchChanged: (batch: BatchPay | undefined) => void;
  onSubmitted: (batch: BatchPay) => void;
}

/**
 * The rows of a 00 待提交 batch in the windowed grid (spec 4): every change re-checks the whole
 * batch once (validateBatch is linear; 10,000 rows take milliseconds), never per rendered cell.
 * Fixed rows go back with BatchPayItemUpdating; 提交 waits until the batch passes and is saved.
 */
export function BatchItemsEditor({
  batch,
  items,
  onBatchChanged,
  onSubmitted,
}: BatchItemsEditorProps) {
  const api = useBatchPayApi();
  const feedback = useFeedback();
  const gridRef = useRef<EditableGridApi>(null);
  // The grid reloads on a new rows array, so the loaded rows stay the same array.
  const loaded = useMemo(() => gridRowsOf(items), [items]);
  const [rows, setRows] = useState<readonly BatchGridRow[]>(() => loaded.map(batchRowOf));
  const [changed, setChanged] = useState<ReadonlySet<number>>(new Set());
  const [removed, setRemoved] = useState<readonly number[]>([]);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const check = useMemo(() => validateBatch(rows), [rows]);
  const indexOfItem = useMemo(() => new Map(rows.map((row, index) => [row.itemNo, index])), [rows]);
  const unsaved = changed.size > 0 || removed.length > 0;
  const blockedReason = submitBlockedReason(check, unsaved);
  const maySubmit = canSubmitBatch(check) && !unsaved;

  const renderIssues = useCallback(
    (_row: GridRow, rowId: string | number) => {
      const index = indexOfItem.get(Number(rowId));
      if (index === undefined) return null;
      return (
        <IssuesCell issues={check.rowIssues.get(index)} duplicate={check.duplicates.get(index)} />
      );
    },
    [check, indexOfItem],
  );
  const columns: GridColumn[] = useMemo(() => batchGridColumns(renderIssues), [renderIssues]);

  const onValuesChange = (changes: readonly GridValuesChange[], all: readonly GridRow[]) => {
    setRows(all.map(batchRowOf));
    setChanged((current) => new Set([...current, ...changes.map((change) => Number(change.id))]));
  };

  const onRemove = (picked: readonly GridRow[]) => {
    const itemNos = picked.map((row) => Number(row[ITEM_KEY]));
    setRemoved((current) => [...current, ...itemNos]);
    const gone = new Set(itemNos);
    setRows((current) => current.filter((row) => !gone.has(row.itemNo)));
    return Promise.resolve(true);
  };

  const save = async () => {
    if (saving) return;
    setSaving(true);
    const gone = new Set(removed);
    const fixed = rows.filter((row) => changed.has(row.itemNo) && !gone.has(row.itemNo));
    const outcome = await api.updateItems(batch.batchNo, fixed.map(itemChangeOf), removed);
    setSaving(false);
    feedback.outcome(outcome);
    if (!outcome.ok) return;
    setChanged(new Set());
    setRemoved([]);
    onBatchChanged(outcome.batch);
  };

  const submit = async (opPsw: string): Promise<boolean> => {
    setSubmitting(true);
    const outcome = await api.submit(batch.batchNo, opPsw);
    setSubmitting(false);
    feedback.outcome(outcome);
    if (!outcome.ok) return false;
    onBatchChanged(outcome.batch);
    onSubmitted(outcome.batch ?? batch);
    return true;
  };

  const { count, totalFen } = check.totals;
  const total = totalFen === undefined ? TEXTS.totalUnknown : formatYuan(totalFen);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <EditableGrid
        ref={gridRef}
        columns={columns}
        rows={loaded}
        rowKey={ITEM_KEY}
        selection="checkbox"
        authorityPrefix={GRID_PREFIX}
        permissionLists={NO_ADD_LISTS}
        maxHeight={480}
        onValuesChange={onValuesChange}
        onRemove={onRemove}
      />
      <Typography.Text strong role="status" aria-label="合计">
        {TEXTS.statistics(count, total)}
      </Typography.Text>
      {blockedReason ? <Alert type="warning" showIcon message={blockedReason} /> : null}
      <Space>
        <Button disabled={!unsaved} loading={saving} onClick={() => void save()}>
          {TEXTS.save}
        </Button>
        <SubmitBatchDialog
          disabled={!maySubmit}
          summary={TEXTS.submitSummary(count, total)}
          submitting={submitting}
          onSubmit={submit}
        />
      </Space>
    </Space>
  );
}
