import type { Dayjs } from 'dayjs';
import type { SubMchFilters } from '../../../providers/submch-api';
import { isSubMchStatus } from '../../../src/lib/submch';

/** The search form's values (the status select gives its dictionary value). */
export interface SubMchSearchValues {
  mchCode?: string;
  mchName?: string;
  status?: string;
  created?: readonly [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';
const trimmed = (text: string | undefined) => text?.trim() || undefined;

/**
 * The SubMchInquiry filters of a search: texts trimmed, the status only when it is a
 * submch_status code, the created range as inclusive dates; what is empty is left out.
 */
export function subMchFilters(values: SubMchSearchValues): SubMchFilters {
  const [begin, end] = values.created ?? [null, null];
  return {
    mchCode: trimmed(values.mchCode),
    mchName: trimmed(values.mchName),
    status: isSubMchStatus(values.status) ? values.status : undefined,
    createTimeBegin: begin?.format(DATE),
    createTimeEnd: end?.format(DATE),
  };
}
