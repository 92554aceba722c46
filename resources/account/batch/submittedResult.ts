import type { BatchPay } from '../../../providers/batch-pay-api';
import { listHref } from '../../../src/lib/listLinks';
import { formatYuanText } from '../../../src/lib/money';
import type { SubmissionResult } from '../../../src/lib/workbench/result';
import { BATCH_TEXTS as TEXTS } from './texts';

const BATCH_PAY_LIST = '/acct/batchPayList';

/**
 * The result page of a submitted batch (issue 19 item 6): pending, as it waits for another
 * operator's audit (maker–checker, issue 17); the next steps are that audit, filtered to the batch,
 * and the batch list.
 */
export function batchSubmittedResult(batch: BatchPay): SubmissionResult {
  const summary = TEXTS.submitSummary(batch.totalCount, formatYuanText(batch.totalAmount));
  return {
    status: 'pending',
    title: '批量代付已提交，待审核',
    number: { label: '批次号', value: batch.batchNo },
    description: `${summary}；另一名操作员在「批量代付审核」审核通过后付款。`,
    steps: [
      { label: '查看审核进度', href: listHref('batchPayAudit', { batchNo: batch.batchNo }) },
      { label: '返回批量代付', href: BATCH_PAY_LIST },
    ],
  };
}
