/** User-facing texts of 角色 (issue 19 B). */
export const ROLE_TEXTS = {
  title: '角色',
  add: '新增角色',
  addTitle: '新增角色',
  editTitle: '编辑角色',
  grant: '授权',
  grantTitle: (roleName: string) => `角色授权：${roleName}`,
  grantHint: '勾选按钮时，其所在的菜单一并授权',
  save: '保存',
  roleCode: '角色编码',
  roleName: '角色名称',
  loading: '正在读取授权…',
} as const;
