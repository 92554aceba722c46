/** User-facing texts of the distribution rules (issue 18 B), in one place for pages and tests. */

/** Row actions of a distribution (maker–checker). */
export const DIST_ACTION_LABELS = {
  pass: '审核通过',
  reject: '驳回',
  cancel: '撤销',
} as const;

/** The steps of a distribution's audit trail that are actions (outcomes show their status). */
export const DIST_TRAIL_LABELS = {
  submit: '提交',
  pass: '审核通过',
  reject: '驳回',
  cancel: '撤销',
  outcome: '处理结果',
} as const;

/** Why a distribution is refused before it is sent. */
export const DIST_PLAN_TEXTS = {
  payerRequired: '请选择付款账户',
  noReceivers: '请至少添加一个收款方',
  receiverRequired: (row: number): string => `请选择第${row}行的收款账户`,
  amountRequired: (row: number): string => `请输入第${row}行的分发金额`,
  duplicateReceiver: (row: number, first: number): string =>
    `第${row}行的收款账户与第${first}行重复`,
  payerAsReceiver: (row: number): string => `第${row}行的收款账户不能是付款账户`,
  ruleRequired: '请选择分发规则',
  ruleDisabled: '该分发规则已停用，不能使用',
  ratiosNot100: '分发规则的比例合计不是100%，请联系管理员核对规则',
  totalRequired: '请输入分发总金额',
  zeroPart: '分发总金额过小：按规则比例有收款方分得0.00元',
} as const;

/** The statistics line of a distribution: count and exact total (spec 9 separators). */
export const distSummary = (count: number, totalYuan: string): string =>
  `共 ${count} 笔，合计 ${totalYuan} 元`;
