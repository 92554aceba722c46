/**
 * The amount field's rules: required, the spec 5.1 amount format, then the balance check of the
 * account rules (src/lib/account) so a refused amount shows its message and no call is made.
 */
import type { Account } from '../../../providers/txn-operation-api';
import {
  availableOfAccount,
  checkAmountAgainstAvailable,
  checkFreezeAmount,
  checkUnfreezeAmount,
  BALANCE_TEXTS,
  type AmountCheck,
} from '../../../src/lib/account';
import { amountRule, fenOf, parseYuan } from '../../../src/lib/money';
import { requiredRules, type FieldRule } from '../../../src/lib/validators';
import { OPERATION_TEXTS as TEXTS } from './texts';

/** The balance check of one operation on a well-formed amount. */
type AmountLimit = (amountFen: bigint) => AmountCheck | { ok: false; message: string };

function checkedAmountRules(limit: AmountLimit): FieldRule[] {
  return [
    ...requiredRules(TEXTS.amount, { message: TEXTS.amountPlaceholder }),
    amountRule(),
    {
      validator: async (_rule, value) => {
        // Text the format rule refuses is reported by that rule alone.
        const fen = typeof value === 'string' ? parseYuan(value) : undefined;
        if (fen === undefined) return;
        const check = limit(fen);
        if (!check.ok) throw new Error(check.message);
      },
    },
  ];
}

const refused = (message: string) => ({ ok: false, message }) as const;

/** 充值: any positive amount. */
export const chargeAmountRules = (): FieldRule[] =>
  checkedAmountRules((fen) => (fen > 0n ? { ok: true } : refused(BALANCE_TEXTS.amountNotPositive)));

/** 提现, 转账, 单笔代付: at most the available balance. */
export const availableAmountRules = (account: Account): FieldRule[] =>
  checkedAmountRules((fen) => {
    const available = availableOfAccount(account);
    return available === undefined
      ? refused(TEXTS.availableUnknown)
      : checkAmountAgainstAvailable(fen, available);
  });

/** 冻结 按金额: at most the available balance. */
export const freezeAmountRules = (account: Account): FieldRule[] =>
  checkedAmountRules((fen) => {
    const available = availableOfAccount(account);
    return available === undefined
      ? refused(TEXTS.availableUnknown)
      : checkFreezeAmount(fen, available);
  });

/** 解冻 按金额: at most the frozen amount. */
export const unfreezeAmountRules = (account: Account): FieldRule[] =>
  checkedAmountRules((fen) => {
    const frozen = fenOf(account.frozenAmt);
    return frozen === undefined ? refused(TEXTS.frozenUnknown) : checkUnfreezeAmount(fen, frozen);
  });

/** Fen of a validated amount field (the rules above ran before the form submits). */
export const fenOfField = (value: string): bigint | undefined => parseYuan(value);
