import { listHref } from '../../../src/lib/listLinks';
import type { SubmissionResult } from '../../../src/lib/workbench/result';
import { distSubmitted } from './texts';

const DISTRIBUTION_LIST = '/merchant/distributionList';

/**
 * The result page of a new distribution (issue 19 item 6): pending, as it waits for another
 * operator's 分发审核 (issue 18 B); the next steps are that audit, filtered to it, and 资金分发.
 */
export function distSubmittedResult(distNo: string | undefined): SubmissionResult {
  return {
    status: 'pending',
    title: distSubmitted(distNo),
    ...(distNo ? { number: { label: '分发单号', value: distNo } } : {}),
    description: '另一名操作员在「分发审核」审核通过后，按分发明细向各收款账户入账。',
    steps: [
      {
        label: '查看审核进度',
        href: distNo ? listHref('distAudit', { distNo }) : listHref('distAudit'),
      },
      { label: '返回资金分发', href: DISTRIBUTION_LIST },
    ],
  };
}
