/** User-facing texts of 系统配置 (issue 19 A). */
export const SYSTEM_TEXTS = {
  title: '系统配置',
  add: '新增系统',
  addTitle: '新增系统',
  editTitle: '编辑系统',
  sysCode: '系统代码',
  sysName: '系统名称',
  address: '访问地址',
  port: '端口',
  entity: '所属实体',
  updateTime: '最近修改',
  basics: '基本信息',
} as const;
