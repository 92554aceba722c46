/** User-facing texts of 账户管理 (issue 17 page 1). */
export const ACCOUNT_LIST_TEXTS = {
  title: '账户管理',
  empty: '暂无符合条件的账户',
} as const;

/** Column titles shared by the list and the detail header. */
export const ACCOUNT_LABELS = {
  acctNo: '账号',
  acctName: '账户名称',
  cusName: '客户名称',
  cusCode: '客户代码',
  acctType: '账户类型',
  acctStatus: '账户状态',
  balance: '账户余额（元）',
  frozenAmt: '冻结金额（元）',
  availableAmt: '可用余额（元）',
  channel: '开户渠道',
  subAcctNo: '渠道子账号',
  openDate: '开户日期',
  statusReason: '状态原因',
  updateTime: '更新时间',
} as const;
