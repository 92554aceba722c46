/** User-facing texts of 账户详情 (issue 17 page 1). */
export const ACCOUNT_DETAIL_TEXTS = {
  title: '账户详情',
  backToList: '返回账户管理',
  loading: '正在读取账户信息…',
  notFound: (acctNo: string) => `未找到账户「${acctNo}」`,
  notFoundHint: '该账户不存在，请返回账户管理列表重新选择',
  readFailed: '账户信息读取失败',
  retry: '重试',
  account: '账户信息',
  balances: '余额',
  settleCard: '绑定结算卡',
  noSettleCard: '未绑定结算卡',
  customer: '所属客户',
} as const;

export const SETTLE_CARD_LABELS = {
  acctName: '户名',
  acctNo: '卡号',
  bankName: '开户银行',
  bankBranchName: '开户支行',
} as const;

export const LEDGER_TEXTS = {
  title: '账户流水',
  dateRange: '交易日期',
  dateRangeRequired: '请选择交易日期',
  rangeTooLong: (days: number) => `查询区间不能超过${days}天`,
  txnType: '交易类型',
  direction: '收支方向',
  export: '导出',
  exportFileName: '账户流水.xlsx',
  empty: '该期间无流水',
  columns: {
    txnTime: '交易时间',
    txnType: '交易类型',
    direction: '收支',
    amount: '金额（元）',
    balanceAfter: '交易后余额（元）',
    counterparty: '对方户名 / 账号',
    txnNo: '交易流水号',
    remark: '备注',
    receipt: '回单',
  },
} as const;
