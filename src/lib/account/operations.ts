/**
 * The operations an account offers by its status (acct_status, codes17). The spec and the domain
 * note name the statuses but not their effect; ours, from what the names mean: 冻结 and 止付 let
 * money in but not out (E4002 账户已冻结 is the server's refusal), 冻结 can only be lifted, 止付
 * can still be frozen, and a 销户 account does nothing. 解冻 needs something frozen (1 or 2).
 */
import { ACCOUNT_BUTTON, ACCT_STATUS, type AcctStatus, isCode } from './codes';
import { ACCOUNT_OPERATION_LABELS, ACCOUNT_STATUS_REFUSALS } from './texts';

export type AccountOperation = keyof typeof ACCOUNT_OPERATION_LABELS;

const ALL: readonly AccountOperation[] = [
  'charge',
  'withdraw',
  'transfer',
  'pay',
  'batchPay',
  'freeze',
  'unfreeze',
  'refund',
];

const S = ACCT_STATUS;
const ALLOWED: Readonly<Record<AcctStatus, ReadonlySet<AccountOperation>>> = {
  [S.normal]: new Set(ALL.filter((operation) => operation !== 'unfreeze')),
  [S.partlyFrozen]: new Set(ALL),
  [S.frozen]: new Set(['charge', 'unfreeze']),
  [S.stopped]: new Set(['charge', 'freeze']),
  [S.closed]: new Set(),
};

const PERMISSION: Readonly<Record<AccountOperation, string>> = {
  charge: ACCOUNT_BUTTON.charge,
  withdraw: ACCOUNT_BUTTON.withdraw,
  transfer: ACCOUNT_BUTTON.transfer,
  pay: ACCOUNT_BUTTON.pay,
  batchPay: ACCOUNT_BUTTON.batchPay,
  freeze: ACCOUNT_BUTTON.freeze,
  unfreeze: ACCOUNT_BUTTON.unfreeze,
  refund: ACCOUNT_BUTTON.refund,
};

export interface AccountOperationView {
  operation: AccountOperation;
  label: string;
  /** The button code (spec 6) the viewer also needs. */
  permission: string;
}

/** The operations an account in `status` allows, in button order; none for an unknown status. */
export function accountOperations(status: string | null | undefined): AccountOperationView[] {
  if (!isCode(ACCT_STATUS, status)) return [];
  const allowed = ALLOWED[status];
  return ALL.filter((operation) => allowed.has(operation)).map((operation) => ({
    operation,
    label: ACCOUNT_OPERATION_LABELS[operation],
    permission: PERMISSION[operation],
  }));
}

/** Why an account in `status` refuses `operation`; undefined when it allows it. */
export function accountRefusal(
  status: string | null | undefined,
  operation: AccountOperation,
): string | undefined {
  if (!isCode(ACCT_STATUS, status)) return ACCOUNT_STATUS_REFUSALS.unknown;
  if (ALLOWED[status].has(operation)) return undefined;
  // A 正常 account has nothing frozen; the others refuse for their status.
  if (status === S.normal) return ACCOUNT_STATUS_REFUSALS.nothingFrozen;
  return ACCOUNT_STATUS_REFUSALS[status];
}
