/** User-facing texts of 实体管理 (issue 19 A). */
export const ENTITY_TEXTS = {
  title: '实体管理',
  add: '新增实体',
  addTitle: '新增实体',
  editTitle: '编辑实体',
  entityId: '实体编号',
  entityName: '实体名称',
  shortName: '简称',
  creditCode: '统一社会信用代码',
  orgType: '机构类型',
  legalPerson: '法定代表人',
  contactName: '联系人',
  contactMobile: '联系人手机号',
  reason: '原因',
  reasonRequired: '请输入原因',
  reasonPlaceholder: '请输入启用或停用的原因',
} as const;

export const statusConfirm = (label: string, name: string) =>
  `确定${label}实体“${name}”吗？${label === '停用' ? '停用后其下系统不能再启用。' : ''}`;
