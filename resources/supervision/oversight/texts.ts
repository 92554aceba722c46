/** User-facing texts of 监管 (issue 18 D; spec 2.7 supervision screens). */
export const SUP_TEXTS = {
  titles: { '01': '平台监管', '02': '客户监管', '03': '供应商监管' },
  subject: {
    '02': { label: '监管客户', placeholder: '请输入客户名称搜索', choose: '请先选择要监管的客户' },
    '03': {
      label: '监管渠道',
      placeholder: '请选择供应商渠道',
      choose: '请先选择要监管的供应商渠道',
    },
  },
  tabs: { balances: '监管账户', flows: '资金流水', alerts: '监管预警' },
  retry: '重试',
  loading: '正在读取监管数据…',
} as const;

export const SUMMARY_TEXTS = {
  label: '监管余额汇总',
  acctCount: '监管账户数',
  balance: '账户余额（元）',
  frozenAmt: '冻结金额（元）',
  availableAmt: '可用余额（元）',
  supervisedLimit: '监管额度（元）',
  belowLimitCount: '低于监管额度',
  accounts: (count: number) => `${count} 个`,
  failed: '监管余额读取失败',
} as const;

export const BALANCE_TEXTS = {
  empty: '暂无监管账户',
  belowLimit: '低于监管额度',
  shortfall: (yuan: string) => `差额 ${yuan} 元`,
  columns: {
    acctNo: '账号',
    acctName: '账户名称',
    owner: '所属客户',
    channel: '渠道',
    balance: '账户余额（元）',
    frozenAmt: '冻结金额（元）',
    availableAmt: '可用余额（元）',
    supervisedLimit: '监管额度（元）',
    asOf: '余额时间',
  },
} as const;

export const FLOW_TEXTS = {
  search: '资金流水查询条件',
  dateRange: '交易日期',
  direction: '收支方向',
  txnType: '交易类型',
  minAmount: '最小金额',
  maxAmount: '最大金额',
  acctNo: '账号',
  acctNoPlaceholder: '请输入账号',
  query: '查询',
  reset: '重置',
  export: '导出',
  exportFileName: '监管资金流水.xlsx',
  empty: '该期间无资金流水',
  columns: {
    txnTime: '交易时间',
    flowNo: '流水号',
    acctNo: '账号',
    acctName: '账户名称',
    counterparty: '对方户名 / 账号',
    direction: '收支',
    txnType: '交易类型',
    amount: '金额（元）',
    balanceAfter: '交易后余额（元）',
    channel: '渠道',
  },
} as const;

export const ALERT_TEXTS = {
  search: '监管预警查询条件',
  status: '处理状态',
  level: '预警级别',
  query: '查询',
  reset: '重置',
  empty: '暂无监管预警',
  acknowledge: '确认',
  dialogTitle: '确认预警',
  dialogConfirm: (alertNo: string, kind: string) =>
    `确认预警「${alertNo}」（${kind}）已处理？确认后不能撤回。`,
  remark: '确认备注',
  remarkPlaceholder: '选填，如核实情况、处理结果',
  ok: '确认',
  cancel: '取消',
  acknowledgedBy: (user: string, time: string) => `${user} ${time}`,
  columns: {
    alertTime: '预警时间',
    alertNo: '预警编号',
    alertLevel: '级别',
    alertKind: '预警类型',
    acctNo: '账号',
    amount: '金额（元）',
    description: '预警说明',
    alertStatus: '状态',
    ack: '确认人 / 时间',
    ackRemark: '确认备注',
    actions: '操作',
  },
} as const;
