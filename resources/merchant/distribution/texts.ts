/** User-facing texts of 资金分发 and 分发审核 (issue 18 B). */
export const DIST_TEXTS = {
  listTitle: '资金分发',
  auditTitle: '分发审核',
  add: '新建分发',
  addTitle: '新建分发',
  view: '详情',
  payer: '付款账户',
  payerPlaceholder: '请输入付款账号或客户名称搜索',
  availableAmt: '可用余额',
  mode: '分发方式',
  rule: '分发规则',
  rulePlaceholder: '请选择分发规则',
  rulesFailed: '分发规则加载失败',
  ruleDisabledSuffix: '（已停用）',
  totalAmount: '分发总金额',
  totalPlaceholder: '单位：元',
  receiver: '收款账户',
  receiverPlaceholder: '请输入收款账号或客户名称搜索',
  amount: '分发金额',
  ratio: '比例',
  addReceiver: '添加收款方',
  removeReceiver: (row: number): string => `删除第${row}行收款方`,
  remark: '备注',
  remarkPlaceholder: '请填写分发用途（选填，最多100字）',
  auditRemark: '审核意见',
  rejectReason: '驳回原因',
  rejectReasonRequired: '请输入驳回原因',
  items: '分发明细',
  trail: '审核记录',
  ownSubmission: '这是您本人提交的分发，须由其他操作员审核。',
} as const;

/** The success message of 新建分发: the number and its 待审核 state. */
export const distSubmitted = (distNo: string | undefined): string =>
  distNo ? `分发单 ${distNo} 已提交，待审核` : '分发已提交，待审核';

/** The confirmation of an action on one distribution. */
export const distActionConfirm = (label: string, distNo: string, amount: string): string =>
  `确定要对分发单「${distNo}」（合计 ${amount} 元）执行“${label}”吗？`;

export const DIST_COLUMN_TITLES = {
  distNo: '分发单号',
  payer: '付款账户',
  mode: '分发方式',
  rule: '分发规则',
  totalAmount: '分发总金额（元）',
  itemCount: '笔数',
  status: '状态',
  submitter: '提交人',
  submitTime: '提交时间',
  auditor: '审核人',
  auditTime: '审核时间',
  auditRemark: '审核意见',
  actions: '操作',
  seqNo: '序号',
  acctNo: '收款账号',
  acctName: '账户名称',
  cusName: '客户名称',
  amount: '金额（元）',
  itemStatus: '处理结果',
  failReason: '失败原因',
  successAmount: '成功金额（元）',
  remark: '备注',
} as const;

/** antd tag colours of dist_status. */
export const DIST_STATUS_COLORS: Readonly<Record<string, string>> = {
  '00': 'gold',
  '01': 'processing',
  '02': 'success',
  '03': 'warning',
  '04': 'error',
  '05': 'error',
  '06': 'default',
};
