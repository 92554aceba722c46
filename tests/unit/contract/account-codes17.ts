// The issue 17 code sets, calls, failures, menu entries and button codes (briefs codes17), shared by
// the account contract test.

/** The code sets of codes17 (value → text) and the cap.yaml schema whose enum each one is. */
export const CODE_SETS: Record<string, [string, [string, string][]]> = {
  acct_type: [
    'CapAcctTypeCode',
    [
      ['01', '基本户'],
      ['02', '待清算户'],
      ['03', '保证金户'],
      ['04', '分账户'],
    ],
  ],
  acct_status: [
    'CapAcctStatusCode',
    [
      ['0', '正常'],
      ['1', '部分冻结'],
      ['2', '冻结'],
      ['3', '止付'],
      ['9', '销户'],
    ],
  ],
  txn_type: [
    'CapTxnTypeCode',
    [
      ['01', '充值'],
      ['02', '提现'],
      ['03', '转账'],
      ['04', '单笔代付'],
      ['05', '批量代付'],
      ['06', '冻结'],
      ['07', '解冻'],
      ['08', '退款'],
      ['09', '调增'],
      ['10', '调减'],
    ],
  ],
  txn_status: [
    'CapTxnStatusCode',
    [
      ['00', '待复核'],
      ['01', '处理中'],
      ['02', '成功'],
      ['03', '失败'],
      ['04', '已驳回'],
      ['05', '已撤销'],
    ],
  ],
  txn_direction: [
    'CapTxnDirectionCode',
    [
      ['C', '收入'],
      ['D', '支出'],
    ],
  ],
  freeze_mode: [
    'CapFreezeModeCode',
    [
      ['1', '按金额'],
      ['2', '整户'],
    ],
  ],
  batch_status: [
    'CapBatchStatusCode',
    [
      ['00', '待提交'],
      ['01', '待审核'],
      ['02', '处理中'],
      ['03', '已完成'],
      ['04', '部分成功'],
      ['05', '已驳回'],
      ['06', '已撤销'],
    ],
  ],
  batch_item_status: [
    'CapBatchItemStatusCode',
    [
      ['0', '待处理'],
      ['1', '成功'],
      ['2', '失败'],
    ],
  ],
  adjust_direction: [
    'CapAdjustDirectionCode',
    [
      ['1', '调增'],
      ['2', '调减'],
    ],
  ],
  adjust_status: [
    'CapAdjustStatusCode',
    [
      ['00', '待复核'],
      ['02', '已生效'],
      ['04', '已驳回'],
      ['05', '已撤销'],
    ],
  ],
  invoice_type: [
    'CapInvoiceTypeCode',
    [
      ['1', '增值税普通发票'],
      ['2', '增值税专用发票'],
      ['3', '电子发票'],
    ],
  ],
  invoice_status: [
    'CapInvoiceStatusCode',
    [
      ['0', '待开票'],
      ['1', '已开票'],
      ['2', '已作废'],
    ],
  ],
  acctno_rule_status: [
    'CapAcctNoRuleStatusCode',
    [
      ['0', '停用'],
      ['1', '启用'],
    ],
  ],
};

export const pairsOf = (code: string): [string, string][] => CODE_SETS[code]?.[1] ?? [];

/** Every money movement: it carries the encrypted operation password (spec 7.2). */
export const MONEY_MOVEMENT = [
  '/cap/txn/v1/TxnCharge',
  '/cap/txn/v1/TxnWithdraw',
  '/cap/txn/v1/TxnTransfer',
  '/cap/txn/v1/TxnPaySingle',
  '/cap/txn/v1/TxnFreeze',
  '/cap/txn/v1/TxnUnfreeze',
  '/cap/txn/v1/TxnRefund',
  '/cap/txn/v1/BatchPaySubmit',
  '/cap/bill/v1/AdjustAddtion',
];

/** The JSON calls of issue 17 "Contract" (the export answers a file, the upload is multipart). */
export const JSON_CALLS = [
  ...['AcctInfoInquiry', 'AcctLedgerInquiry', 'AcctNoRuleInquiry', 'AcctNoRuleAddtion'].map(
    (c) => `/cap/acct/v1/${c}`,
  ),
  ...['AcctNoRuleUpdating', 'AcctNoPreview', 'AcctNoGenerate'].map((c) => `/cap/acct/v1/${c}`),
  ...MONEY_MOVEMENT,
  ...['TxnInquiry', 'TxnAuditPass', 'TxnAuditReject', 'TxnCancel', 'TxnReceipt'].map(
    (c) => `/cap/txn/v1/${c}`,
  ),
  ...['BatchPayItemInquiry', 'BatchPayItemUpdating', 'BatchPayInquiry'].map(
    (c) => `/cap/txn/v1/${c}`,
  ),
  ...['BatchPayAuditPass', 'BatchPayAuditReject', 'BatchPayCancel'].map((c) => `/cap/txn/v1/${c}`),
  ...['AdjustInquiry', 'AdjustAuditPass', 'AdjustAuditReject', 'AdjustCancel'].map(
    (c) => `/cap/bill/v1/${c}`,
  ),
  ...['InvoiceApply', 'InvoiceInquiry', 'InvoiceMake', 'InvoiceVoid', 'RefundInquiry'].map(
    (c) => `/cap/bill/v1/${c}`,
  ),
].filter((route, index, all) => all.indexOf(route) === index);

/** Each status machine: the list call, the record field, its code set, the example-name prefix. */
export const STATUS_MACHINES: [string, string, string, string][] = [
  ['/cap/acct/v1/AcctInfoInquiry', 'acctStatus', 'acct_status', 'acctStatus'],
  ['/cap/txn/v1/TxnInquiry', 'txnStatus', 'txn_status', 'txnStatus'],
  ['/cap/txn/v1/BatchPayInquiry', 'batchStatus', 'batch_status', 'batchStatus'],
  ['/cap/txn/v1/BatchPayItemInquiry', 'itemStatus', 'batch_item_status', 'itemStatus'],
  ['/cap/bill/v1/AdjustInquiry', 'adjustStatus', 'adjust_status', 'adjustStatus'],
  ['/cap/bill/v1/InvoiceInquiry', 'invoiceStatus', 'invoice_status', 'invoiceStatus'],
  ['/cap/acct/v1/AcctNoRuleInquiry', 'ruleStatus', 'acctno_rule_status', 'ruleStatus'],
];

/** codes17 "Failures": example name → replyCode, replyText. */
export const FAILURES: Record<string, [string, string]> = {
  insufficientBalance: ['E4001', '可用余额不足'],
  accountFrozen: ['E4002', '账户已冻结'],
  selfAudit: ['E4003', '不能复核本人提交的交易'],
  alreadyAudited: ['E4004', '该交易已复核'],
  wrongOpPassword: ['E4005', '操作密码错误'],
  channelFailure: ['E3900', '渠道系统繁忙，请稍后重试'],
  refundExceeded: ['E4006', '退款金额超过可退金额'],
};

/** Where a user meets each failure (at least these calls must name it). */
export const FAILURE_CALLS: [string, string][] = [
  ...MONEY_MOVEMENT.map((route): [string, string] => [route, 'wrongOpPassword']),
  ...['TxnWithdraw', 'TxnTransfer', 'TxnPaySingle', 'TxnFreeze', 'TxnRefund'].map(
    (c): [string, string] => [`/cap/txn/v1/${c}`, 'insufficientBalance'],
  ),
  ...['TxnCharge', 'TxnWithdraw', 'TxnTransfer', 'TxnPaySingle', 'TxnFreeze', 'TxnRefund'].map(
    (c): [string, string] => [`/cap/txn/v1/${c}`, 'accountFrozen'],
  ),
  ...['TxnCharge', 'TxnWithdraw', 'TxnTransfer', 'TxnPaySingle', 'TxnAuditPass'].map(
    (c): [string, string] => [`/cap/txn/v1/${c}`, 'channelFailure'],
  ),
  ['/cap/txn/v1/TxnRefund', 'refundExceeded'],
  ['/cap/bill/v1/AdjustAddtion', 'insufficientBalance'],
  ...['TxnAuditPass', 'TxnAuditReject', 'BatchPayAuditPass', 'BatchPayAuditReject'].flatMap(
    (c): [string, string][] => [
      [`/cap/txn/v1/${c}`, 'selfAudit'],
      [`/cap/txn/v1/${c}`, 'alreadyAudited'],
    ],
  ),
  ...['AdjustAuditPass', 'AdjustAuditReject'].flatMap((c): [string, string][] => [
    [`/cap/bill/v1/${c}`, 'selfAudit'],
    [`/cap/bill/v1/${c}`, 'alreadyAudited'],
  ]),
  ['/cap/txn/v1/TxnCancel', 'alreadyAudited'],
];

/** codes17 "Menu": component → title, and the button codes of spec 6. */
export const MENU: [string, string][] = [
  ['account/AcctInfoList', '账户管理'],
  ['account/TxnAuditList', '交易复核'],
  ['account/BatchPayList', '批量代付'],
  ['merchant/BatchPayAuditList', '批量代付审核'],
  ['merchant/TransferAccountList', '转账'],
  ['accounting/AdjustList', '调账管理'],
  ['accounting/AcctNoRuleList', '账号生成'],
  ['accounting/InvoiceList', '发票'],
  ['accounting/RefundList', '退款'],
];
export const BUTTONS = [
  ...[
    'charge',
    'withdraw',
    'transfer',
    'pay',
    'batchpay',
    'freeze',
    'unfreeze',
    'refund',
    'export',
  ].map((b) => `acct:${b}`),
  'txn:audit',
  'txn:cancel',
  'batch:audit',
  'adjust:add',
  'adjust:audit',
  'acctno:generate',
  'invoice:apply',
  'invoice:make',
  'invoice:void',
];
