export {
  ROW_INSERT_BELOW,
  ROW_MOVE_DOWN,
  ROW_MOVE_UP,
  ROW_SORT_MENU_LABEL,
  RowDragSortMenu,
  type RowDragHandle,
  type RowDragSortMenuProps,
} from './RowDragSortMenu';
