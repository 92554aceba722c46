import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Button, Dropdown, type MenuProps } from 'antd';
import { canMoveRow } from '../../lib/rowOrder';

// spec 2.10: the row drag-sort menu's three actions.
export const ROW_MOVE_UP = '上移';
export const ROW_MOVE_DOWN = '下移';
export const ROW_INSERT_BELOW = '在下方插入行';
export const ROW_SORT_MENU_LABEL = '行排序';

/** A table's row drag (@dnd-kit `useSortable`) that the menu button also starts. */
export interface RowDragHandle {
  ref: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

export interface RowDragSortMenuProps {
  /** The row's position in the table, from 0. */
  rowIndex: number;
  rowCount: number;
  onMoveUp?: (rowIndex: number) => void;
  onMoveDown?: (rowIndex: number) => void;
  onInsertBelow?: (rowIndex: number) => void;
  disabled?: boolean;
  /** Makes the button the row's drag handle too: a click opens the menu, a drag moves the row. */
  handle?: RowDragHandle;
}

/**
 * The menu of a row's drag-sort cell (spec 2.10, 4 grid editing): move up, move down, insert a
 * row below. Up is disabled on the first row and down on the last; the table applies the change
 * (see `moveRow` / `insertBelow` in src/lib/rowOrder).
 */
export function RowDragSortMenu({
  rowIndex,
  rowCount,
  onMoveUp,
  onMoveDown,
  onInsertBelow,
  disabled,
  handle,
}: RowDragSortMenuProps) {
  const items: MenuProps['items'] = [
    {
      key: 'up',
      icon: <ArrowUpOutlined />,
      label: ROW_MOVE_UP,
      disabled: !canMoveRow(rowCount, rowIndex, -1),
    },
    {
      key: 'down',
      icon: <ArrowDownOutlined />,
      label: ROW_MOVE_DOWN,
      disabled: !canMoveRow(rowCount, rowIndex, 1),
    },
    { key: 'insert', icon: <PlusOutlined />, label: ROW_INSERT_BELOW },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'up') onMoveUp?.(rowIndex);
    else if (key === 'down') onMoveDown?.(rowIndex);
    else onInsertBelow?.(rowIndex);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={disabled}>
      <Button
        {...handle?.attributes}
        {...handle?.listeners}
        ref={handle?.ref}
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={`${ROW_SORT_MENU_LABEL} ${rowIndex + 1}`}
        disabled={disabled}
      />
    </Dropdown>
  );
}
