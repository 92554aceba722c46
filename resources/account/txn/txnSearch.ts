import dayjs, { type Dayjs } from 'dayjs';
import type { TxnFilters } from '../../../providers/txn-api';
import { TXN_STATUS, TXN_TYPE, isCode } from '../../../src/lib/account';

/** The search form's values (dictionary selects give their item value). */
export interface TxnSearchValues {
  txnNo?: string;
  acctNo?: string;
  txnType?: string;
  txnStatus?: string;
  submitter?: string;
  submitted?: readonly [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';

/** A link's 交易复核 filters (issue 18 item 4): one txnNo, codes and YYYY-MM-DD submit dates. */
export interface TxnLinkFields {
  txnNo?: string;
  txnStatus?: string;
  txnType?: string;
  beginDate?: string;
  endDate?: string;
}
const trimmed = (text: string | undefined) => text?.trim() || undefined;

/**
 * The TxnInquiry filters of a search: texts trimmed, codes only when they are codes of their set,
 * the date range as inclusive dates; what is empty is left out.
 */
export function txnFilters(values: TxnSearchValues): TxnFilters {
  const [begin, end] = values.submitted ?? [null, null];
  return {
    txnNo: trimmed(values.txnNo),
    acctNo: trimmed(values.acctNo),
    txnType: isCode(TXN_TYPE, values.txnType) ? values.txnType : undefined,
    txnStatus: isCode(TXN_STATUS, values.txnStatus) ? values.txnStatus : undefined,
    submitter: trimmed(values.submitter),
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
  };
}

/** The search form's values showing a link's filters (its dates as the 提交日期 range). */
export function txnSearchValuesOf(fields: TxnLinkFields): TxnSearchValues {
  const { beginDate, endDate, ...codes } = fields;
  const dateOf = (text: string | undefined) => (text ? dayjs(text) : null);
  const submitted = beginDate || endDate ? ([dateOf(beginDate), dateOf(endDate)] as const) : null;
  return { ...codes, submitted };
}
