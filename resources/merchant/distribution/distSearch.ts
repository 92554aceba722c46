import type { Dayjs } from 'dayjs';
import type { DistFilters } from '../../../providers/distribution-api';
import { DIST_MODE, DIST_STATUS, isCode } from '../../../src/lib/distribution';

/** The search form's values (dictionary selects give their item value). */
export interface DistSearchValues {
  distNo?: string;
  distStatus?: string;
  distMode?: string;
  submitted?: readonly [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';

/**
 * The DistInquiry filters of a search: the number trimmed, codes only when they are codes of their
 * set, the submit-date range as inclusive dates; what is empty is left out.
 */
export function distFilters(values: DistSearchValues): DistFilters {
  const [begin, end] = values.submitted ?? [null, null];
  return {
    distNo: values.distNo?.trim() || undefined,
    distStatus: isCode(DIST_STATUS, values.distStatus) ? values.distStatus : undefined,
    distMode: isCode(DIST_MODE, values.distMode) ? values.distMode : undefined,
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
  };
}
