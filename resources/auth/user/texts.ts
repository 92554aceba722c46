/** User-facing texts of 用户管理 (issue 19 G). */
export const USER_TEXTS = {
  title: '用户管理',
  add: '新增用户',
  addTitle: '新增用户',
  editTitle: '编辑用户',
  edit: '编辑',
  resetPassword: '重置密码',
  decrypt: '数据解密',
  userName: '登录账号',
  realName: '姓名',
  mobile: '手机号',
  certNo: '身份证号',
  email: '邮箱',
  groups: '所属用户组',
  status: '状态',
  lastLoginTime: '最近登录时间',
  createTime: '创建时间',
  remark: '备注',
  actions: '操作',
  search: '查询',
  reset: '重置',
  kind: '用户',
  initialPasswordNote: '保存后系统将初始登录密码以短信发送至该手机号，用户首次登录须修改密码。',
  groupsLoadFailed: '用户组加载失败，请关闭后重试',
  newPassword: '新登录密码',
  confirmPassword: '确认新密码',
  resetPasswordNote: '重置后用户下次登录须修改密码；已锁定的用户同时解锁。',
  decryptNote: '手机号、身份证号脱敏显示；数据解密（短信验证）后列表显示完整信息。',
} as const;

export const resetPasswordTitle = (realName: string, userName: string): string =>
  `重置密码：${realName}（${userName}）`;

/** antd tag colours of auth_user_status. */
export const USER_STATUS_COLORS: Readonly<Record<string, string>> = {
  '01': 'success',
  '02': 'default',
  '03': 'error',
};
