/**
 * The account code sets of issue 17 (briefs: codes17; dictionary values, strings). Labels come from
 * the dictionaries at run time; the pure rules here branch on the codes only.
 */
import { isCode } from '../customer/codes';

export { isCode };

/** The dictionary codes themselves, for the pages' dictionary tags and selects. */
export const ACCOUNT_DICT = {
  acctType: 'acct_type',
  acctStatus: 'acct_status',
  txnType: 'txn_type',
  txnStatus: 'txn_status',
  txnDirection: 'txn_direction',
  freezeMode: 'freeze_mode',
  batchStatus: 'batch_status',
  batchItemStatus: 'batch_item_status',
  adjustDirection: 'adjust_direction',
  adjustStatus: 'adjust_status',
  invoiceType: 'invoice_type',
  invoiceStatus: 'invoice_status',
  acctNoRuleStatus: 'acctno_rule_status',
} as const;

type CodeOf<T> = T[keyof T];

/** acct_type: 01 基本户, 02 待清算户, 03 保证金户, 04 分账户 */
export const ACCT_TYPE = { basic: '01', clearing: '02', deposit: '03', split: '04' } as const;
export type AcctType = CodeOf<typeof ACCT_TYPE>;

/** acct_status: 0 正常, 1 部分冻结, 2 冻结, 3 止付, 9 销户 */
export const ACCT_STATUS = {
  normal: '0',
  partlyFrozen: '1',
  frozen: '2',
  stopped: '3',
  closed: '9',
} as const;
export type AcctStatus = CodeOf<typeof ACCT_STATUS>;

/** txn_type: 01 充值 … 10 调减 */
export const TXN_TYPE = {
  charge: '01',
  withdraw: '02',
  transfer: '03',
  paySingle: '04',
  payBatch: '05',
  freeze: '06',
  unfreeze: '07',
  refund: '08',
  adjustUp: '09',
  adjustDown: '10',
} as const;
export type TxnType = CodeOf<typeof TXN_TYPE>;

/** txn_status: 00 待复核, 01 处理中, 02 成功, 03 失败, 04 已驳回, 05 已撤销 */
export const TXN_STATUS = {
  pending: '00',
  processing: '01',
  succeeded: '02',
  failed: '03',
  rejected: '04',
  cancelled: '05',
} as const;
export type TxnStatus = CodeOf<typeof TXN_STATUS>;

/** txn_direction: C 收入, D 支出 */
export const TXN_DIRECTION = { credit: 'C', debit: 'D' } as const;
export type TxnDirection = CodeOf<typeof TXN_DIRECTION>;

/** freeze_mode: 1 按金额, 2 整户 */
export const FREEZE_MODE = { byAmount: '1', wholeAccount: '2' } as const;
export type FreezeMode = CodeOf<typeof FREEZE_MODE>;

/** batch_status: 00 待提交, 01 待审核, 02 处理中, 03 已完成, 04 部分成功, 05 已驳回, 06 已撤销 */
export const BATCH_STATUS = {
  toSubmit: '00',
  pending: '01',
  processing: '02',
  completed: '03',
  partlySucceeded: '04',
  rejected: '05',
  cancelled: '06',
} as const;
export type BatchStatus = CodeOf<typeof BATCH_STATUS>;

/** batch_item_status: 0 待处理, 1 成功, 2 失败 */
export const BATCH_ITEM_STATUS = { pending: '0', succeeded: '1', failed: '2' } as const;
export type BatchItemStatus = CodeOf<typeof BATCH_ITEM_STATUS>;

/** adjust_direction: 1 调增, 2 调减 */
export const ADJUST_DIRECTION = { up: '1', down: '2' } as const;
export type AdjustDirection = CodeOf<typeof ADJUST_DIRECTION>;

/** adjust_status: 00 待复核, 02 已生效, 04 已驳回, 05 已撤销 */
export const ADJUST_STATUS = {
  pending: '00',
  effective: '02',
  rejected: '04',
  cancelled: '05',
} as const;
export type AdjustStatus = CodeOf<typeof ADJUST_STATUS>;

/** invoice_type: 1 增值税普通发票, 2 增值税专用发票, 3 电子发票 */
export const INVOICE_TYPE = { ordinary: '1', special: '2', electronic: '3' } as const;
export type InvoiceType = CodeOf<typeof INVOICE_TYPE>;

/** invoice_status: 0 待开票, 1 已开票, 2 已作废 */
export const INVOICE_STATUS = { toMake: '0', made: '1', voided: '2' } as const;
export type InvoiceStatus = CodeOf<typeof INVOICE_STATUS>;

/** acctno_rule_status: 0 停用, 1 启用 */
export const ACCTNO_RULE_STATUS = { disabled: '0', enabled: '1' } as const;
export type AcctNoRuleStatus = CodeOf<typeof ACCTNO_RULE_STATUS>;

/** The replyCode of each named failure (texts in texts.ts ACCOUNT_FAILURE_TEXTS). */
export const ACCOUNT_REPLY_CODE = {
  insufficientBalance: 'E4001',
  accountFrozen: 'E4002',
  selfAudit: 'E4003',
  alreadyAudited: 'E4004',
  wrongOpPassword: 'E4005',
  refundExceeded: 'E4006',
  channelFailure: 'E3900',
} as const;
export type AccountReplyCode = CodeOf<typeof ACCOUNT_REPLY_CODE>;

/** Button codes (spec 6) of the account pages, for the auth list and the pages' checks. */
export const ACCOUNT_BUTTON = {
  charge: 'acct:charge',
  withdraw: 'acct:withdraw',
  transfer: 'acct:transfer',
  pay: 'acct:pay',
  batchPay: 'acct:batchpay',
  freeze: 'acct:freeze',
  unfreeze: 'acct:unfreeze',
  refund: 'acct:refund',
  export: 'acct:export',
  txnAudit: 'txn:audit',
  txnCancel: 'txn:cancel',
  batchAudit: 'batch:audit',
  adjustAdd: 'adjust:add',
  adjustAudit: 'adjust:audit',
  acctNoGenerate: 'acctno:generate',
  invoiceApply: 'invoice:apply',
  invoiceMake: 'invoice:make',
  invoiceVoid: 'invoice:void',
} as const;
export type AccountButton = CodeOf<typeof ACCOUNT_BUTTON>;
