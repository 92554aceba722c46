import type { Dayjs } from 'dayjs';
import type { BatchPayFilters } from '../../../providers/batch-pay-api';
import { BATCH_STATUS, isCode } from '../../../src/lib/account';

/** The search form's values (the status select gives its dictionary value). */
export interface BatchSearchValues {
  batchNo?: string;
  batchStatus?: string;
  created?: readonly [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';

/** BatchPayInquiry filters: the batch no trimmed, a status of batch_status, inclusive dates. */
export function batchFilters(values: BatchSearchValues): BatchPayFilters {
  const [begin, end] = values.created ?? [null, null];
  return {
    batchNo: values.batchNo?.trim() || undefined,
    batchStatus: isCode(BATCH_STATUS, values.batchStatus) ? values.batchStatus : undefined,
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
  };
}
