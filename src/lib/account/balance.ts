/**
 * Balance checks made before a money movement is sent (issue 17: every operation checks the amount
 * against the available balance). All amounts are integer fen; availableAmt = balance − frozenAmt
 * (codes17). The server checks again and answers E4001 / E4006; these checks keep the user from a
 * round trip and say how much is available.
 */
import { fenOf, formatYuan } from '../money/yuan';
import { BALANCE_TEXTS } from './texts';

/** Why an amount was refused; the page shows `message` on the amount field. */
export type AmountRefusal =
  'notPositive' | 'insufficient' | 'refundExceeded' | 'freezeExceeded' | 'unfreezeExceeded';

export type AmountCheck = { ok: true } | { ok: false; reason: AmountRefusal; message: string };

const OK: AmountCheck = { ok: true };

/** balance − frozen: what can leave the account. */
export function availableFen(balanceFen: bigint, frozenFen: bigint): bigint {
  return balanceFen - frozenFen;
}

export interface AccountAmounts {
  balance?: string | null;
  frozenAmt?: string | null;
}

/**
 * The available fen of an account as the server sends it (yuan strings); undefined when either
 * figure is missing or not an amount: a guessed balance would let a wrong check pass.
 */
export function availableOfAccount({ balance, frozenAmt }: AccountAmounts): bigint | undefined {
  const balanceFen = typeof balance === 'string' ? fenOf(balance) : undefined;
  const frozenFen = typeof frozenAmt === 'string' ? fenOf(frozenAmt) : undefined;
  if (balanceFen === undefined || frozenFen === undefined) return undefined;
  return availableFen(balanceFen, frozenFen);
}

/** amount ≤ limit and above zero, or the refusal stating the limit in yuan (spec 9 separators). */
function checkWithin(
  amountFen: bigint,
  limitFen: bigint,
  reason: Exclude<AmountRefusal, 'notPositive'>,
): AmountCheck {
  if (amountFen <= 0n) {
    return { ok: false, reason: 'notPositive', message: BALANCE_TEXTS.amountNotPositive };
  }
  if (amountFen <= limitFen) return OK;
  // A negative available balance (overdrawn by an adjustment) is stated as it is.
  return { ok: false, reason, message: BALANCE_TEXTS[reason](formatYuan(limitFen)) };
}

/** 提现, 转账, 代付, 调减: the amount may not exceed the available balance. */
export function checkAmountAgainstAvailable(amountFen: bigint, available: bigint): AmountCheck {
  return checkWithin(amountFen, available, 'insufficient');
}

/** 退款: the amount may not exceed what the original transaction still allows to refund. */
export function checkRefundAmount(amountFen: bigint, refundableFen: bigint): AmountCheck {
  return checkWithin(amountFen, refundableFen, 'refundExceeded');
}

/** 冻结 按金额: only available money can be frozen. */
export function checkFreezeAmount(amountFen: bigint, available: bigint): AmountCheck {
  return checkWithin(amountFen, available, 'freezeExceeded');
}

/** 解冻 按金额: no more than is frozen. */
export function checkUnfreezeAmount(amountFen: bigint, frozenFen: bigint): AmountCheck {
  return checkWithin(amountFen, frozenFen, 'unfreezeExceeded');
}
