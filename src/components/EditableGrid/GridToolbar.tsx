/** The grid's toolbar (spec 4, 6): add with the click guard, remove after a confirm, clear selection. */
import { Button, Space } from 'antd';
import { useRef } from 'react';
import { insertClickGuard, removeConfirmText } from '../../lib/grid/rowQueries';
import { toolbarButtons } from '../../lib/grid/toolbar';
import { CLICK_TOO_FAST } from '../../lib/messages';
import type { PermissionLists } from '../../lib/permissions';
import { GRID_ADD, GRID_CLEAR_SELECTION, GRID_REMOVE } from './labels';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface GridToolbarProps {
  authorityPrefix?: string;
  permissionLists: PermissionLists;
  selectedCount: number;
  onInsert: () => void;
  /** Runs once the user confirmed removing the selected rows. */
  onRemove: () => Promise<void>;
  onClearSelection: () => void;
}

export function GridToolbar({
  authorityPrefix,
  permissionLists,
  selectedCount,
  onInsert,
  onRemove,
  onClearSelection,
}: GridToolbarProps) {
  const { message, modal } = useAppFeedback();
  const lastInsertAt = useRef<number | undefined>(undefined);
  const buttons = toolbarButtons({ authorityPrefix, selectedCount, lists: permissionLists });

  const onAdd = () => {
    const now = Date.now();
    if (insertClickGuard(lastInsertAt.current, now)) {
      void message.warning(CLICK_TOO_FAST);
      return;
    }
    lastInsertAt.current = now;
    onInsert();
  };

  const onRemoveClick = () => {
    if (selectedCount === 0) return;
    modal.confirm({ title: removeConfirmText(selectedCount), onOk: onRemove });
  };

  return (
    <Space style={{ marginBottom: 8 }}>
      {buttons.add && (
        <Button type="primary" onClick={onAdd}>
          {GRID_ADD}
        </Button>
      )}
      {buttons.remove && (
        <Button danger onClick={onRemoveClick}>
          {GRID_REMOVE}
        </Button>
      )}
      {buttons.clearSelection && <Button onClick={onClearSelection}>{GRID_CLEAR_SELECTION}</Button>}
    </Space>
  );
}
