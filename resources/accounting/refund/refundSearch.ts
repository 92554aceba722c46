import type { Dayjs } from 'dayjs';
import type { RefundFilters } from '../../../providers/txn-api';
import { TXN_STATUS, isCode } from '../../../src/lib/account';

export interface RefundSearchValues {
  txnNo?: string;
  origTxnNo?: string;
  acctNo?: string;
  txnStatus?: string;
  submitted?: readonly [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';
const trimmed = (text: string | undefined) => text?.trim() || undefined;

/** The RefundInquiry filters of a search; what is empty is left out. */
export function refundFilters(values: RefundSearchValues): RefundFilters {
  const [begin, end] = values.submitted ?? [null, null];
  return {
    txnNo: trimmed(values.txnNo),
    origTxnNo: trimmed(values.origTxnNo),
    acctNo: trimmed(values.acctNo),
    txnStatus: isCode(TXN_STATUS, values.txnStatus) ? values.txnStatus : undefined,
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
  };
}
