/**
 * One body row: control cells (number, selection, expand, drag-sort) and value cells, one maybe
 * edited.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Checkbox, Radio, theme } from 'antd';
import type { ReactNode, RefObject } from 'react';
import { keyOf } from '../../lib/grid/rowIds';
import type { GridRow, RowId } from '../../lib/grid/rowState';
import { RowDragSortMenu, type RowDragHandle } from '../RowDragSortMenu';
import { CellText } from './CellText';
import { CONTROL_TYPES } from './columns';
import { editorFor } from './editors';
import { settingsEditorFor } from './editors/basic';
import { GRID_SELECT_ROW } from './labels';
import { ExpandToggle } from './RowExpansion';
import type { SortableRowData } from './rowSorting';
import type { GridColumn } from './types';

/** What the row's control cells do; each names the row by id or index. */
export interface RowControls {
  toggle: (id: RowId, allowClear?: boolean) => void;
  moveUp: (id: RowId) => void;
  moveDown: (id: RowId) => void;
  insertBelow: (id: RowId) => void;
  toggleExpand: (id: RowId) => void;
}

/** The one mounted editor's value and callbacks (spec 4: one cell edited at a time). */
export interface ActiveEditor {
  draft: unknown;
  changeDraft: (value: unknown) => void;
  commit: (value?: unknown) => void;
  cancel: () => void;
  cellRef: RefObject<HTMLDivElement | null>;
}

export interface GridBodyRowProps {
  row: GridRow;
  id: RowId;
  rowIndex: number;
  rowCount: number;
  top: number;
  height: number;
  totalWidth: number;
  shown: readonly GridColumn[];
  widths: readonly number[];
  /** row-expand: whether the row shows its band. */
  expanded: boolean;
  /** undefined when the grid has no selection. */
  selected: boolean | undefined;
  clickSelectRow: boolean;
  activeColIndex: number | undefined;
  editing: boolean;
  editor: ActiveEditor;
  errorOf: (columnKey: string) => string | undefined;
  /** spec 4 reload effect: the values a sync just replaced, by column key. */
  replaced: Readonly<Record<string, unknown>> | undefined;
  controls: RowControls;
  onCellClick: (colIndex: number, control: boolean) => void;
}

function controlCell(
  column: GridColumn,
  { id, rowIndex, rowCount, selected, expanded, controls }: GridBodyRowProps,
  dragHandle: RowDragHandle,
): ReactNode {
  switch (column.type) {
    case 'row-number':
      return rowIndex + 1;
    case 'row-checkbox':
      return (
        <Checkbox
          aria-label={`${GRID_SELECT_ROW} ${rowIndex + 1}`}
          checked={selected}
          onClick={(event) => event.stopPropagation()}
          onChange={() => controls.toggle(id)}
        />
      );
    case 'row-radio':
      return (
        <Radio
          aria-label={`${GRID_SELECT_ROW} ${rowIndex + 1}`}
          checked={selected}
          onClick={(event) => {
            event.stopPropagation();
            controls.toggle(id, column.allowClear);
          }}
        />
      );
    case 'row-expand':
      return (
        <ExpandToggle
          expanded={expanded}
          rowIndex={rowIndex}
          onToggle={() => controls.toggleExpand(id)}
        />
      );
    case 'row-drag-sort':
      return (
        <RowDragSortMenu
          rowIndex={rowIndex}
          rowCount={rowCount}
          onMoveUp={() => controls.moveUp(id)}
          onMoveDown={() => controls.moveDown(id)}
          onInsertBelow={() => controls.insertBelow(id)}
          handle={dragHandle}
        />
      );
    default:
      return null;
  }
}

function valueCell(column: GridColumn, props: GridBodyRowProps, isActive: boolean): ReactNode {
  const { row, id, editing, editor, replaced } = props;
  if (column.type === 'slot') return column.render?.(row, id);
  const Editor =
    isActive && editing ? (settingsEditorFor(column) ?? editorFor(column.type)) : undefined;
  if (Editor) {
    return (
      <Editor
        value={editor.draft}
        row={row}
        rowId={id}
        column={column}
        onChange={editor.changeDraft}
        onCommit={editor.commit}
        onCancel={editor.cancel}
      />
    );
  }
  const current = <CellText column={column} value={row[column.key]} row={row} />;
  if (!replaced || !(column.key in replaced)) return current;
  return (
    <>
      <span className="editable-grid-reload-old" aria-hidden>
        <CellText column={column} value={replaced[column.key]} row={row} />
      </span>
      <span className="editable-grid-reload-new">{current}</span>
    </>
  );
}

export function GridBodyRow(props: GridBodyRowProps) {
  const { id, rowIndex, top, height, totalWidth, shown, widths, selected, activeColIndex } = props;
  const { editing, editor, errorOf, replaced, controls, onCellClick, clickSelectRow } = props;
  const { token } = theme.useToken();
  const data: SortableRowData = { rowIndex };
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: keyOf(id),
    data,
    disabled: !shown.some((column) => column.type === 'row-drag-sort'),
  });
  const dragHandle: RowDragHandle = {
    ref: setActivatorNodeRef,
    attributes,
    listeners,
  };
  return (
    <div
      ref={setNodeRef}
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={selected}
      onClick={clickSelectRow ? () => controls.toggle(id) : undefined}
      style={{
        position: 'absolute',
        top,
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        height,
        width: totalWidth,
        display: 'flex',
        borderBottom: '1px solid #f0f0f0',
        background: selected ? '#e6f4ff' : isDragging ? token.colorBgContainer : undefined,
      }}
    >
      {shown.map((column, colIndex) => {
        const isActive = activeColIndex === colIndex;
        const error = errorOf(column.key);
        const control = CONTROL_TYPES.has(column.type);
        const reloading = Boolean(replaced && column.key in replaced);
        return (
          <div
            key={column.key}
            ref={isActive ? editor.cellRef : undefined}
            role="gridcell"
            aria-colindex={colIndex + 1}
            aria-invalid={error ? true : undefined}
            aria-selected={isActive || undefined}
            title={error}
            data-column={column.key}
            data-reload-effect={reloading || undefined}
            className={reloading ? 'editable-grid-reload' : undefined}
            onClick={isActive && editing ? undefined : () => onCellClick(colIndex, control)}
            style={{
              width: widths[colIndex],
              flex: 'none',
              display: 'flex',
              alignItems: 'center',
              padding: '0 8px',
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
              boxSizing: 'border-box',
              border: error
                ? `1px solid ${token.colorError}`
                : isActive
                  ? '1px solid #1677ff'
                  : '1px solid transparent',
            }}
          >
            {control ? controlCell(column, props, dragHandle) : valueCell(column, props, isActive)}
          </div>
        );
      })}
    </div>
  );
}
