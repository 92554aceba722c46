import dayjs, { type Dayjs } from 'dayjs';
import type { LedgerFilters } from '../../../providers/acct-api';
import { isCode, TXN_DIRECTION, TXN_TYPE } from '../../../src/lib/account';

/** The 流水 search form's values. */
export interface LedgerSearchValues {
  range?: readonly [Dayjs | null, Dayjs | null] | null;
  txnType?: string;
  direction?: string;
}

/** The filters of a ledger search, the account aside. */
export type LedgerQuery = Omit<LedgerFilters, 'acctNo'>;

const DATE = 'YYYY-MM-DD';
/** The default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** AcctLedgerInquiry answers at most 366 days (cap.yaml). */
export const MAX_RANGE_DAYS = 366;

/** Today and the 29 days before it. */
export function defaultLedgerRange(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const end = today.startOf('day');
  return [end.subtract(DEFAULT_RANGE_DAYS - 1, 'day'), end];
}

/** Days a range covers, both ends included. */
export const rangeDays = (begin: Dayjs, end: Dayjs): number =>
  end.startOf('day').diff(begin.startOf('day'), 'day') + 1;

/**
 * The AcctLedgerInquiry filters of a search: the range as inclusive beginDate / endDate, codes only
 * when they are codes of their set; what is empty is left out.
 */
export function ledgerQuery(values: LedgerSearchValues): LedgerQuery {
  const [begin, end] = values.range ?? [null, null];
  return {
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
    txnType: isCode(TXN_TYPE, values.txnType) ? values.txnType : undefined,
    direction: isCode(TXN_DIRECTION, values.direction) ? values.direction : undefined,
  };
}

/** The query a ledger opens with: the default range, no other filter. */
export const initialLedgerQuery = (): LedgerQuery => ledgerQuery({ range: defaultLedgerRange() });
