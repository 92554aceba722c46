/**
 * The 费率配置 form's values and what the contract sends (CusConfigFee): only the fields of the
 * chosen fee mode travel, amounts as yuan with two places (business-domain note).
 */
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { FeeConfigFields, FeeConfigRow } from '../../../providers/customer-fee-api';
import {
  FEE_MODE,
  validateFeeConfig,
  validateSplits,
  type FeeConfig,
  type FieldIssue,
  type FieldPath,
  type SplitRule,
} from '../../../src/lib/customer';
import { parseYuan, toYuanString } from '../../../src/lib/money';

export interface SplitRow {
  /** The receiver's cusCode (CustomerPicker). */
  receiver?: string;
  /** The name the server gave `namedReceiver` (an edited row): stale once another is picked. */
  receiverName?: string | null;
  namedReceiver?: string;
  ratio?: string;
}

/** The row's receiver by name when the server named it, else by cusCode. */
export const receiverLabel = (row: SplitRow): string =>
  (row.receiver === row.namedReceiver && row.receiverName) || (row.receiver ?? '');

export interface FeeFormValues {
  channelCode?: FeeConfigFields['channelCode'];
  productCode?: FeeConfigFields['productCode'];
  feeMode?: FeeConfigFields['feeMode'];
  rate?: string;
  fixedFee?: string;
  minFee?: string;
  maxFee?: string;
  tiers?: { upTo?: string; rate?: string }[];
  effectiveDate?: Dayjs | null;
  splits?: SplitRow[];
}

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The user's date, as the effective-date rule compares it. */
export const todayText = (): string => dayjs().format(DATE_FORMAT);

export function feeConfigOf(values: FeeFormValues): FeeConfig {
  return {
    feeMode: values.feeMode,
    rate: values.rate,
    fixedFee: values.fixedFee,
    minFee: values.minFee,
    maxFee: values.maxFee,
    tiers: (values.tiers ?? []).map((tier) => ({ upTo: tier.upTo, rate: tier.rate ?? '' })),
    effectiveDate: values.effectiveDate?.format(DATE_FORMAT),
  };
}

export const splitRulesOf = (values: FeeFormValues): SplitRule[] =>
  (values.splits ?? []).map((row) => ({ receiver: row.receiver ?? '', ratio: row.ratio ?? '' }));

/** Everything wrong with the form, by field (src/lib/customer rules). */
export const feeIssues = (values: FeeFormValues, today: string): FieldIssue[] => [
  ...validateFeeConfig(feeConfigOf(values), today),
  ...validateSplits(splitRulesOf(values), 'splits'),
];

const samePath = (a: FieldPath, b: FieldPath) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

export const issueAt = (issues: readonly FieldIssue[], path: FieldPath): string | undefined =>
  issues.find((issue) => samePath(issue.field, path))?.message;

/** "20" → "20.00" for the wire; blank → null. Valid text only (the form checked it). */
const yuanOrNull = (text: string | undefined): string | null => {
  const fen = parseYuan(text);
  return fen === undefined ? null : toYuanString(fen);
};

/** The request of a checked form; undefined while channel, product or mode is missing. */
export function feeFieldsOf(values: FeeFormValues, cusCode: string): FeeConfigFields | undefined {
  const { channelCode, productCode, feeMode, effectiveDate } = values;
  if (!channelCode || !productCode || !feeMode || !effectiveDate) return undefined;
  const capped = feeMode !== FEE_MODE.fixed;
  return {
    cusCode,
    channelCode,
    productCode,
    feeMode,
    rate: feeMode === FEE_MODE.proportional ? (values.rate ?? null) : null,
    fixedFee: feeMode === FEE_MODE.fixed ? yuanOrNull(values.fixedFee) : null,
    minFee: capped ? yuanOrNull(values.minFee) : null,
    maxFee: capped ? yuanOrNull(values.maxFee) : null,
    tiers:
      feeMode === FEE_MODE.tiered
        ? (values.tiers ?? []).map((tier) => ({
            upTo: yuanOrNull(tier.upTo),
            rate: tier.rate ?? '',
          }))
        : [],
    effectiveDate: effectiveDate.format(DATE_FORMAT),
    splitRules: (values.splits ?? []).map((row) => ({
      receiverCusCode: row.receiver ?? '',
      receiverName: row.receiver === row.namedReceiver ? (row.receiverName ?? null) : null,
      ratio: row.ratio ?? '',
    })),
  };
}

/** A saved configuration as the form edits it. */
export function feeFormValues(row: FeeConfigRow): FeeFormValues {
  return {
    channelCode: row.channelCode,
    productCode: row.productCode,
    feeMode: row.feeMode,
    rate: row.rate ?? undefined,
    fixedFee: row.fixedFee ?? undefined,
    minFee: row.minFee ?? undefined,
    maxFee: row.maxFee ?? undefined,
    tiers: (row.tiers ?? []).map((tier) => ({ upTo: tier.upTo ?? undefined, rate: tier.rate })),
    effectiveDate: dayjs(row.effectiveDate),
    splits: (row.splitRules ?? []).map((rule) => ({
      receiver: rule.receiverCusCode,
      receiverName: rule.receiverName,
      namedReceiver: rule.receiverCusCode,
      ratio: rule.ratio,
    })),
  };
}
