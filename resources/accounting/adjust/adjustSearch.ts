import type { Dayjs } from 'dayjs';
import type { AdjustFilters } from '../../../providers/bill-api';
import { ADJUST_DIRECTION, ADJUST_STATUS, isCode } from '../../../src/lib/account';

/** The search form's values (dictionary selects give their item value). */
export interface AdjustSearchValues {
  adjustNo?: string;
  acctNo?: string;
  adjustDirection?: string;
  adjustStatus?: string;
  submitted?: readonly [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';

/**
 * The AdjustInquiry filters of a search: the number and the account trimmed, codes only when they are codes of
 * their set, the submit-date range as inclusive dates; what is empty is left out.
 */
export function adjustFilters(values: AdjustSearchValues): AdjustFilters {
  const [begin, end] = values.submitted ?? [null, null];
  return {
    adjustNo: values.adjustNo?.trim() || undefined,
    acctNo: values.acctNo?.trim() || undefined,
    adjustDirection: isCode(ADJUST_DIRECTION, values.adjustDirection)
      ? values.adjustDirection
      : undefined,
    adjustStatus: isCode(ADJUST_STATUS, values.adjustStatus) ? values.adjustStatus : undefined,
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
  };
}
