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
