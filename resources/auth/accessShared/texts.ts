/** User-facing texts shared by 用户组、资源 and 角色 (issue 19 B). */
export const ACCESS_TEXTS = {
  search: '查询',
  reset: '重置',
  edit: '编辑',
  ok: '确定',
  cancel: '取消',
  remark: '备注',
  createTime: '创建时间',
  actions: '操作',
  userCount: '用户数',
} as const;
