/** User-facing texts of the 商户管理 page (issue 18 A). */
export const SUBMCH_TEXTS = {
  title: '商户管理',
  add: '新建',
  addTitle: '新建子商户',
  editTitle: '编辑子商户',
  reasonLabel: '原因',
  reasonRequired: '请输入原因',
  reasonPlaceholder: '请填写原因（必填，最多200字）',
  platformRequired: '请选择所属平台客户',
} as const;

/** The confirmation of 启用 / 停用 on one sub-merchant. */
export const statusActionConfirm = (label: string, mchName: string): string =>
  `确定要${label}子商户「${mchName}」吗？`;
