import type { DistRule, DistributionInput } from '../../../providers/distribution-api';
import type { Account } from '../../../providers/txn-operation-api';
import { availableOfAccount, checkAmountAgainstAvailable } from '../../../src/lib/account';
import {
  DIST_MODE,
  isCode,
  planDistribution,
  type Plan,
  type PlanReceiver,
} from '../../../src/lib/distribution';
import { toYuanString } from '../../../src/lib/money';

/** The 新建分发 form's values. */
export interface DistFormValues {
  payerAcctNo?: string;
  distMode?: string;
  ruleNo?: string;
  totalAmount?: string;
  receivers?: (PlanReceiver | undefined)[];
  remark?: string;
  opPsw?: string;
}

/** The plan of the values entered, with the rule picked among `rules`. */
export function planOf(values: DistFormValues, rules: readonly DistRule[]): Plan {
  return planDistribution({
    payerAcctNo: values.payerAcctNo,
    mode: values.distMode,
    rule: rules.find((rule) => rule.ruleNo === values.ruleNo),
    totalAmount: values.totalAmount,
    receivers: values.receivers,
  });
}

/**
 * Why the plan cannot be sent from `payer`: its total beyond the available balance (checked before
 * sending; the server checks again, E4001). Undefined when it may be sent or the balance is unknown.
 */
export function balanceRefusal(plan: Plan, payer: Account | undefined): string | undefined {
  if (!plan.ok || !payer) return undefined;
  const available = availableOfAccount(payer);
  if (available === undefined) return undefined;
  const check = checkAmountAgainstAvailable(plan.totalFen, available);
  return check.ok ? undefined : check.message;
}

/** What DistAddtion sends for a plan; undefined while the plan is refused or a value is missing. */
export function distributionInput(
  values: DistFormValues,
  plan: Plan,
): DistributionInput | undefined {
  const { payerAcctNo, distMode, ruleNo, opPsw } = values;
  if (!plan.ok || !payerAcctNo || !opPsw || !isCode(DIST_MODE, distMode)) return undefined;
  const remark = values.remark?.trim();
  return {
    payerAcctNo: payerAcctNo.trim(),
    distMode,
    ...(distMode === DIST_MODE.byRule && ruleNo ? { ruleNo } : {}),
    totalAmount: toYuanString(plan.totalFen),
    items: plan.items.map((item) => ({ acctNo: item.acctNo, amount: toYuanString(item.fen) })),
    ...(remark ? { remark } : {}),
    opPsw,
  };
}
