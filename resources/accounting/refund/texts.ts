/** User-facing texts of 退款 (issue 17). */
export const REFUND_TEXTS = {
  title: '退款',
  add: '新建退款',
  dialogTitle: '退款',
  origTxnNo: '原交易流水号',
  origTxnNoPlaceholder: '请输入原交易流水号后查询',
  lookup: '查询',
  lookupRequired: '请先查询原交易',
  notFound: '未找到该交易',
  notRefundable: '该交易不可退款：仅成功的充值、提现、转账、代付交易可退款',
  amount: '退款金额（元）',
  amountRequired: '请输入退款金额',
  reason: '退款原因',
  reasonRequired: '请输入退款原因',
  origAmount: '原交易金额（元）',
  refundable: '可退金额（元）',
} as const;
