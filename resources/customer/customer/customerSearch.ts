import type { Dayjs } from 'dayjs';
import type { CustomerFilters } from '../../../providers/customer-api';
import { CUS_STATUS, CUS_TYPE, isCode } from '../../../src/lib/customer';

/** The search form's values (dictionary selects give their item value). */
export interface CustomerSearchValues {
  cusCode?: string;
  cusName?: string;
  certNo?: string;
  cusType?: string;
  cusStatus?: string;
  agentCode?: string;
  created?: readonly [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';
const trimmed = (text: string | undefined) => text?.trim() || undefined;

/**
 * The CusMastInfoInquiry filters of a search: texts trimmed, codes only when they are codes of
 * their set, the created range as inclusive dates; what is empty is left out.
 */
export function customerFilters(values: CustomerSearchValues): CustomerFilters {
  const [begin, end] = values.created ?? [null, null];
  return {
    cusCode: trimmed(values.cusCode),
    cusName: trimmed(values.cusName),
    certNo: trimmed(values.certNo),
    cusType: isCode(CUS_TYPE, values.cusType) ? values.cusType : undefined,
    cusStatus: isCode(CUS_STATUS, values.cusStatus) ? values.cusStatus : undefined,
    agentCode: trimmed(values.agentCode),
    createTimeBegin: begin?.format(DATE),
    createTimeEnd: end?.format(DATE),
  };
}
