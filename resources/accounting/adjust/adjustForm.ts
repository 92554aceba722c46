import type { AdjustAccount, AdjustmentInput } from '../../../providers/bill-api';
import { nameFromPath, splitPaths } from '../../../src/components/FileUpload/uploadList';
import {
  ADJUST_DIRECTION,
  availableOfAccount,
  checkAmountAgainstAvailable,
  isCode,
  type AmountCheck,
} from '../../../src/lib/account';
import { parseYuan, toYuanString } from '../../../src/lib/money';

/** The 新建调账 form's values. */
export interface AdjustFormValues {
  acctNo?: string;
  adjustDirection?: string;
  amount?: string;
  reason?: string;
  /** FileUpload's value: stored paths, comma-separated. */
  attachments?: string;
  opPsw?: string;
}

/**
 * 调减 takes money out: at most the available balance of the account found (codes17:
 * availableAmt = balance − frozenAmt). 调增 and amounts not yet valid are not checked here.
 */
export function checkAdjustAmount(
  direction: string | undefined,
  amount: string | undefined,
  account: AdjustAccount | undefined,
): AmountCheck {
  const fen = parseYuan(amount);
  if (direction !== ADJUST_DIRECTION.down || fen === undefined || !account) return { ok: true };
  const available = availableOfAccount(account);
  return available === undefined ? { ok: true } : checkAmountAgainstAvailable(fen, available);
}

/** What AdjustAddtion sends for valid values; undefined while any required value is missing. */
export function adjustmentInput(values: AdjustFormValues): AdjustmentInput | undefined {
  const fen = parseYuan(values.amount);
  const { acctNo, adjustDirection, reason, opPsw } = values;
  if (!acctNo || !isCode(ADJUST_DIRECTION, adjustDirection) || fen === undefined) return undefined;
  if (!reason?.trim() || !opPsw) return undefined;
  const paths = splitPaths(values.attachments);
  return {
    acctNo: acctNo.trim(),
    adjustDirection,
    amount: toYuanString(fen),
    reason: reason.trim(),
    ...(paths.length > 0
      ? { attachments: paths.map((filePath) => ({ fileName: nameFromPath(filePath), filePath })) }
      : {}),
    opPsw,
  };
}
