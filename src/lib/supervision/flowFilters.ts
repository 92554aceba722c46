/**
 * The fund-flow search of 监管 (SupFlowInquiry / SupFlowExport): what the operator typed becomes
 * the request's filters, or the reason it cannot. The range is required, in order and at most 366
 * days (the server's limit, cap.yaml); amounts follow the spec 5.1 rule and travel as yuan strings
 * with two places; codes are sent only when they are codes of their set.
 */
import { TXN_DIRECTION, TXN_TYPE, type TxnDirection, type TxnType } from '../account/codes';
import { parseYuan, toYuanString } from '../money/yuan';
import { isCode } from './codes';
import { SUP_RULE_TEXTS as TEXTS } from './texts';

/** SupFlowInquiry answers at most 366 days (cap.yaml). */
export const MAX_FLOW_RANGE_DAYS = 366;
/** The range a flow search opens with: the last 30 days, today included. */
export const DEFAULT_FLOW_RANGE_DAYS = 30;
/** spec 9: a day is 864e5 ms. */
const DAY_MS = 864e5;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The search form's values, dates already as YYYY-MM-DD. */
export interface FlowSearchInput {
  beginDate?: string | null;
  endDate?: string | null;
  direction?: string | null;
  txnType?: string | null;
  minAmount?: string | null;
  maxAmount?: string | null;
  acctNo?: string | null;
}

export interface FlowFilters {
  beginDate: string;
  endDate: string;
  direction?: TxnDirection;
  txnType?: TxnType;
  minAmount?: string;
  maxAmount?: string;
  acctNo?: string;
}

export type FlowFilterField = 'range' | 'minAmount' | 'maxAmount';

export type FlowFilterCheck =
  { ok: true; filters: FlowFilters } | { ok: false; field: FlowFilterField; message: string };

/** Days since the epoch of a YYYY-MM-DD date (UTC, so no daylight-saving hour moves it). */
function dayNumber(date: string): number | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Days a range covers, both ends included; undefined when a date is not YYYY-MM-DD. */
export function rangeDays(beginDate: string, endDate: string): number | undefined {
  const begin = dayNumber(beginDate);
  const end = dayNumber(endDate);
  return begin === undefined || end === undefined ? undefined : end - begin + 1;
}

/** The default range ending `today` (YYYY-MM-DD): [today − 29 days, today]. */
export function defaultFlowRange(today: string): [string, string] {
  const end = dayNumber(today);
  if (end === undefined) return [today, today];
  const begin = new Date((end - DEFAULT_FLOW_RANGE_DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
  return [begin, today];
}

const blank = (text: string | null | undefined): boolean => !text?.trim();

/** An optional amount: absent when blank, fen when it passes the spec 5.1 rule, else refused. */
function optionalFen(text: string | null | undefined): bigint | undefined | 'invalid' {
  if (blank(text)) return undefined;
  return parseYuan(text?.trim()) ?? 'invalid';
}

/** The filters of a search, or why it cannot be sent. */
export function flowFilters(input: FlowSearchInput): FlowFilterCheck {
  const { beginDate, endDate } = input;
  if (!beginDate || !endDate) return { ok: false, field: 'range', message: TEXTS.rangeRequired };
  const days = rangeDays(beginDate, endDate);
  if (days === undefined) return { ok: false, field: 'range', message: TEXTS.rangeRequired };
  if (days < 1) return { ok: false, field: 'range', message: TEXTS.rangeReversed };
  if (days > MAX_FLOW_RANGE_DAYS) {
    return { ok: false, field: 'range', message: TEXTS.rangeTooLong(MAX_FLOW_RANGE_DAYS) };
  }
  const min = optionalFen(input.minAmount);
  if (min === 'invalid') return { ok: false, field: 'minAmount', message: TEXTS.amountInvalid };
  const max = optionalFen(input.maxAmount);
  if (max === 'invalid') return { ok: false, field: 'maxAmount', message: TEXTS.amountInvalid };
  if (min !== undefined && max !== undefined && min > max) {
    return { ok: false, field: 'maxAmount', message: TEXTS.amountReversed };
  }
  const acctNo = input.acctNo?.trim();
  const filters: FlowFilters = { beginDate, endDate };
  if (isCode(TXN_DIRECTION, input.direction)) filters.direction = input.direction;
  if (isCode(TXN_TYPE, input.txnType)) filters.txnType = input.txnType;
  if (min !== undefined) filters.minAmount = toYuanString(min);
  if (max !== undefined) filters.maxAmount = toYuanString(max);
  if (acctNo) filters.acctNo = acctNo;
  return { ok: true, filters };
}
