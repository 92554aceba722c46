/** User-facing texts of the account rules (issue 17), in one place for the pages and tests. */

/** The named failures' texts (codes17), keyed like ACCOUNT_REPLY_CODE. */
export const ACCOUNT_FAILURE_TEXTS = {
  insufficientBalance: '可用余额不足',
  accountFrozen: '账户已冻结',
  selfAudit: '不能复核本人提交的交易',
  alreadyAudited: '该交易已复核',
  wrongOpPassword: '操作密码错误',
  refundExceeded: '退款金额超过可退金额',
  channelFailure: '渠道系统繁忙，请稍后重试',
} as const;

/** Operations from an account (issue 17 pages, item 2). */
export const ACCOUNT_OPERATION_LABELS = {
  charge: '充值',
  withdraw: '提现',
  transfer: '转账',
  pay: '单笔代付',
  batchPay: '批量代付',
  freeze: '冻结',
  unfreeze: '解冻',
  refund: '退款',
} as const;

/** Why an account refuses an operation, by acct_status; 2 冻结 is the server's E4002 text. */
export const ACCOUNT_STATUS_REFUSALS = {
  '0': '账户状态正常，不能执行该操作',
  '1': '账户已部分冻结，不能执行该操作',
  '2': ACCOUNT_FAILURE_TEXTS.accountFrozen,
  '3': '账户已止付',
  '9': '账户已销户',
  nothingFrozen: '账户无冻结金额',
  unknown: '账户状态未知，不能执行该操作',
} as const;

/** Amount checks before sending; `yuan` is already formatted with separators (spec 9). */
export const BALANCE_TEXTS = {
  amountNotPositive: '金额须大于0',
  insufficient: (yuan: string): string =>
    `${ACCOUNT_FAILURE_TEXTS.insufficientBalance}，可用余额 ${yuan} 元`,
  refundExceeded: (yuan: string): string =>
    `${ACCOUNT_FAILURE_TEXTS.refundExceeded}，可退金额 ${yuan} 元`,
  freezeExceeded: (yuan: string): string => `冻结金额不能超过可用余额，可用余额 ${yuan} 元`,
  unfreezeExceeded: (yuan: string): string => `解冻金额不能超过冻结金额，冻结金额 ${yuan} 元`,
} as const;

/** Row actions of a transaction (maker–checker). */
export const TXN_ACTION_LABELS = {
  pass: '复核通过',
  reject: '驳回',
  cancel: '撤销',
  receipt: '电子回单',
} as const;

/** Row actions of a batch pay. */
export const BATCH_ACTION_LABELS = {
  edit: '编辑',
  submit: '提交',
  pass: '审核通过',
  reject: '驳回',
  cancel: '撤销',
} as const;

/** Row actions of an adjustment (调账). */
export const ADJUST_ACTION_LABELS = {
  pass: '复核通过',
  reject: '驳回',
  cancel: '撤销',
} as const;

/** Row actions of an invoice. */
export const INVOICE_ACTION_LABELS = {
  make: '开票',
  void: '作废',
} as const;

/** Batch pay row rules (issue 17: payee, bank card rule 5.1, bank, amount rule 5.1, purpose). */
export const BATCH_ROW_TEXTS = {
  payeeNameRequired: '请输入收款人姓名',
  payeeNameLength: '收款人姓名须为2-50个字符',
  bankNameRequired: '请输入开户银行',
  cardNoRequired: '请输入收款卡号',
  amountRequired: '请输入金额',
} as const;

/** Duplicate payees; `row` is the 1-based row number of another row of the group. */
export const BATCH_DUPLICATE_TEXTS = {
  duplicate: (row: number): string => `与第${row}行收款卡号和金额相同，疑似重复付款`,
  sameCard: (row: number): string => `与第${row}行收款卡号相同，请确认`,
} as const;

/** Account-number rules (账号生成). */
export const ACCTNO_RULE_TEXTS = {
  prefixInvalid: '前缀须为1-10位数字',
  channelCodeInvalid: '渠道编码须为1-10位数字',
  sequenceWidthInvalid: '序号位数须为1-12之间的整数',
  sequenceInvalid: '起始序号须为自然数',
  sequenceOverflow: (width: number): string => `序号超过${width}位，请调整序号位数`,
} as const;
