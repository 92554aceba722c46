/** User-facing texts of the 客户信息 page. */
export const CUSTOMER_PAGE_TEXTS = {
  title: '客户信息',
  add: '新增',
  export: '导出',
  exportFileName: '客户信息.xlsx',
  addTitle: '新增客户',
  editTitle: '编辑客户',
  reasonLabel: '原因',
  reasonRequired: '请输入原因',
  reasonPlaceholder: '请填写原因（必填，最多200字）',
  mccLoadFailed: '行业数据加载失败',
} as const;

/** The confirmation of a status action on one customer. */
export const statusActionConfirm = (label: string, cusName: string): string =>
  `确定要对客户「${cusName}」执行“${label}”吗？`;

/** spec 5.1 duplicate check: who holds the number. */
export const certNoTaken = (cusCode: string, cusName: string): string =>
  `该证件号码已被客户${cusCode}（${cusName}）使用`;
