/** User-facing texts of 租户管理 (issue 19 A). */
export const TENANT_TEXTS = {
  title: '租户管理',
  add: '新增租户',
  addTitle: '新增租户',
  editTitle: '编辑租户',
  tenantId: '租户编号',
  tenantName: '租户名称',
  loginTitle: '登录页标题',
  basics: '基本信息',
} as const;
