/** User-facing texts of 用户组 (issue 19 B). */
export const GROUP_TEXTS = {
  title: '用户组',
  add: '新增用户组',
  addTitle: '新增用户组',
  editTitle: '编辑用户组',
  groupId: '用户组编号',
  groupName: '用户组名称',
  groupType: '用户组类型',
  level: '级别',
} as const;
