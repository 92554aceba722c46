/** User-facing texts of 调账管理 (issue 17 page 6). */
export const ADJUST_TEXTS = {
  title: '调账管理',
  add: '新建调账',
  addTitle: '新建调账',
  acctNo: '账号',
  acctNoRequired: '请选择账号',
  balance: '余额',
  frozenAmt: '冻结金额',
  availableAmt: '可用余额',
  direction: '调账方向',
  amount: '调账金额',
  amountRequired: '请输入调账金额',
  amountPlaceholder: '单位：元',
  reason: '调账原因',
  reasonRequired: '请输入调账原因',
  reasonPlaceholder: '请填写调账原因（必填，最多200字）',
  attachments: '附件',
  auditRemark: '复核意见',
  rejectReason: '驳回原因',
  rejectReasonRequired: '请输入驳回原因',
  reasonHint: '（必填，最多200字）',
} as const;

/** The confirmation of an action on one adjustment. */
export const adjustActionConfirm = (label: string, adjustNo: string, amount: string): string =>
  `确定要对调账单「${adjustNo}」（金额 ${amount} 元）执行“${label}”吗？`;

/** antd tag colours of adjust_status. */
export const ADJUST_STATUS_COLORS: Readonly<Record<string, string>> = {
  '00': 'processing',
  '02': 'success',
  '04': 'error',
  '05': 'default',
};
