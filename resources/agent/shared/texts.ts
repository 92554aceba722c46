/** User-facing texts shared by 代理商 and 供应商 (issue 18 C). */
export const SHARED_TEXTS = {
  settleAcct: '结算账户',
  bankName: '开户银行',
  branchName: '开户支行',
  cardNo: '银行卡号',
  acctName: '账户名称',
  acctKind: '账户性质',
  contactName: '联系人',
  contactMobile: '联系人手机号',
  remark: '备注',
  reason: '原因',
  reasonRequired: '请输入原因',
  reasonPlaceholder: '请填写原因（必填，最多200字）',
  statusReason: '最近状态变更原因',
  search: '查询',
  reset: '重置',
  edit: '编辑',
  createTime: '创建时间',
  actions: '操作',
} as const;

/** The confirmation of 启用 / 停用 of one agent or supplier. */
export const statusChangeConfirm = (label: string, kind: string, name: string): string =>
  `确定要${label}${kind}「${name}」吗？`;

/** antd tag colours of agt_status. */
export const AGT_STATUS_COLORS: Readonly<Record<string, string>> = {
  '01': 'success',
  '02': 'default',
};
