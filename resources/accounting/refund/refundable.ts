/**
 * Which transactions can be refunded and how much (issue 17 退款): a 02 成功 money movement out of or
 * into an account (充值, 提现, 转账, 代付), never a freeze, an adjustment or a refund itself.
 */
import type { Txn } from '../../../providers/txn-api';
import { TXN_STATUS, TXN_TYPE } from '../../../src/lib/account';
import { fenOf } from '../../../src/lib/money';

const REFUNDABLE_TYPES: readonly string[] = [
  TXN_TYPE.charge,
  TXN_TYPE.withdraw,
  TXN_TYPE.transfer,
  TXN_TYPE.paySingle,
  TXN_TYPE.payBatch,
];

export function isRefundable(txn: Pick<Txn, 'txnStatus' | 'txnType'>): boolean {
  return txn.txnStatus === TXN_STATUS.succeeded && REFUNDABLE_TYPES.includes(txn.txnType);
}

/**
 * What can still be refunded, in fen: the server's refundableAmt, else the whole amount (a
 * transaction never refunded carries none); undefined when neither is an amount.
 */
export function refundableFen(txn: Pick<Txn, 'amount' | 'refundableAmt'>): bigint | undefined {
  return fenOf(txn.refundableAmt ?? txn.amount);
}
