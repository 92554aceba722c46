/** Labels of the editable grid's toolbar, statistics row and row controls (spec 4, 6). */
export const GRID_ADD = '新增';
export const GRID_REMOVE = '删除';
export const GRID_CLEAR_SELECTION = '清空选择';
export const GRID_SUM = '合计';
export const GRID_AVERAGE = '平均值';
export const GRID_SELECT_ALL = '全选';
export const GRID_SELECT_ROW = '选择行';
export const GRID_EXPAND = '展开';
export const GRID_COLLAPSE = '收起';
/** What a screen reader says about the drag-sort handle and a row drag (spec 2.10). */
export const GRID_ROW_DRAG_INSTRUCTIONS =
  '按空格键拿起该行，用上下方向键移动，再按空格键放下；按 Esc 取消。按回车键打开行排序菜单。';

export function rowDragAnnouncement(
  event: 'start' | 'over' | 'end' | 'cancel',
  row: number,
  target = row,
): string {
  switch (event) {
    case 'start':
      return `已拿起第 ${row} 行`;
    case 'over':
      return `第 ${row} 行移到第 ${target} 行的位置`;
    case 'end':
      return `第 ${row} 行已放到第 ${target} 行的位置`;
    case 'cancel':
      return `已取消拖动，第 ${row} 行回到原位`;
  }
}
