/** User-facing texts of 客户资料 (issue 16 page 3). */
export const MATERIAL_TEXTS = {
  title: '客户资料',
  pickCustomer: '选择客户',
  pickCustomerFirst: '请先选择客户',
  customerNotFound: '未找到该客户',
  required: '必需资料',
  noRequired: '该客户类型无必需资料',
  provided: '已提供',
  missing: '缺失',
  allProvided: '必需资料已齐全',
  upload: '上传资料',
  uploadOne: '上传',
  uploadTitle: '上传资料',
  replaceTitle: '替换文件',
  materialType: '资料类型',
  materialTypeRequired: '请选择资料类型',
  file: '文件',
  fileRequired: '请上传文件',
  replaceOneFile: '替换时只能上传一个文件',
  replace: '替换',
  remove: '删除',
  removeConfirm: '确定删除该资料吗？',
  approve: '通过',
  approveConfirm: '确定审核通过该资料吗？',
  reject: '驳回',
  rejectTitle: '驳回资料',
  rejectReason: '驳回原因',
  rejectReasonRequired: '请输入驳回原因',
  rejectReasonPlaceholder: '请填写驳回原因（必填，最多200字）',
  moveUp: '上移',
  moveDown: '下移',
  dragHandle: '拖动排序',
  empty: '暂无资料',
  listLabel: '资料列表',
  loadFailed: '客户资料加载失败',
  retry: '重试',
  uploadedBy: '上传人',
  uploadedAt: '上传时间',
} as const;

/** The missing required types, named (the panel's warning). */
export const missingMaterialsText = (names: readonly string[]): string =>
  `缺少必需资料：${names.join('、')}`;

/** The keyboard and screen-reader instructions of the drag handle (dnd-kit). */
export const MATERIAL_DRAG_INSTRUCTIONS =
  '按空格键拿起资料，用上下方向键移动，再按空格键或回车键放下，按 Esc 取消。';

/** What a screen reader hears while a material is dragged (positions from 1). */
export const materialDragAnnouncement = (
  phase: 'start' | 'over' | 'end' | 'cancel',
  from: number,
  to = from,
): string => {
  if (phase === 'start') return `已拿起第 ${from} 项资料`;
  if (phase === 'over') return `第 ${from} 项资料移到第 ${to} 位`;
  if (phase === 'end') return `第 ${from} 项资料已放到第 ${to} 位`;
  return `已取消移动第 ${from} 项资料`;
};
