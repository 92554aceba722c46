/** User-facing texts of the 用户管理 rules (issue 19 G), for the pages and tests. */

/** 启用 / 停用, the labels of the status actions (启用 of a locked user unlocks it). */
export const USER_STATUS_ACTION_LABELS = { enable: '启用', disable: '停用' } as const;

export const USER_RULE_TEXTS = {
  certNoInvalid: '请输入正确的18位居民身份证号码',
  groupsRequired: '请选择所属用户组',
} as const;
