/** User-facing texts of 资源 (issue 19 B). */
export const RESOURCE_TEXTS = {
  title: '资源',
  add: '新增一级菜单',
  addTitle: '新增一级菜单',
  addChild: '添加下级',
  addChildTitle: '添加下级资源',
  editTitle: '编辑资源',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  moveUp: '上移',
  moveDown: '下移',
  resourceName: '资源名称',
  resourceType: '资源类型',
  path: '路由地址',
  action: '权限编码',
  status: '状态',
  parent: '上级资源',
  dragHint: '拖动行可调整同一上级下的顺序，也可用上移、下移',
  kind: '资源',
} as const;

export const statusConfirmText = (label: string, name: string): string =>
  label === '停用'
    ? `确定要停用资源「${name}」吗？停用后该资源对所有用户隐藏。`
    : `确定要启用资源「${name}」吗？`;
