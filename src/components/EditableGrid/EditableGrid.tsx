/**
 * The editable data grid (spec 2.10, 4 "Grid editing", 5.3, 6 grid toolbar, 9): rows live in the
 * pure reducer of src/lib/grid/rowState; the body is windowed with a fixed row height so only the
 * visible rows (plus 9) are in the DOM; one cell editor is mounted at a time.
 */
import { App, Button, Checkbox, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useReducer,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { GRID_DEFAULT_ADD_ROWS, GRID_ROW_KEY } from '../../lib/constants';
import { numberOnBlur, statistics, type StatisticsKind } from '../../lib/grid/cells';
import {
  createGridRowsState,
  getAllValues,
  getCellError,
  getDeletedIds,
  getNewRows,
  getSelectedRows,
  gridRowsReducer,
  insertClickGuard,
  removeConfirmText,
  rowIdOf,
  selectAllState,
  type GridRow,
  type GridRowsAction,
  type GridRowsState,
  type RowId,
} from '../../lib/grid/rowState';
import type { SelectionMode } from '../../lib/grid/selection';
import { toolbarButtons } from '../../lib/grid/toolbar';
import { validateCell, validateRows, type CellError } from '../../lib/grid/validation';
import { CLICK_TOO_FAST, EMPTY_TEXT } from '../../lib/messages';
import type { PermissionLists } from '../../lib/permissions';
import { RowDragSortMenu } from '../RowDragSortMenu';
import {
  checkboxValues,
  DATE_FORMAT,
  DATETIME_FORMAT,
  TIME_FORMAT,
  useColumnOptions,
} from './editors/basic';
import { cellViews, editorFor } from './editors';
import {
  GRID_ADD,
  GRID_AVERAGE,
  GRID_CLEAR_SELECTION,
  GRID_REMOVE,
  GRID_SELECT_ALL,
  GRID_SELECT_ROW,
  GRID_SUM,
} from './labels';
import {
  columnWidth,
  GRID_MAX_HEIGHT,
  GRID_ROW_HEIGHTS,
  GRID_STATISTICS_ROW_HEIGHT,
  visibleRange,
  type GridSize,
} from './layout';
import type { GridColumn, GridOption } from './types';

/** Clicks inside these pop-ups belong to the edited cell (spec 4). */
const POPUP_SELECTOR =
  '.ant-select-dropdown, .ant-picker-dropdown, .ant-modal, .ant-popover, .ant-cascader-dropdown';
const HEADER_HEIGHT = 40;
const STATISTICS_KINDS: readonly StatisticsKind[] = ['sum', 'average'];
const ERROR_COLOR = '#ff4d4f';
const CONTROL_TYPES = new Set([
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
]);

export interface GridValuesChange {
  id: RowId;
  values: GridRow;
}

/** The imperative API pages use (spec 4). */
export interface EditableGridApi {
  getAllValues: (forExport?: boolean) => readonly GridRow[];
  getNewRows: () => readonly GridRow[];
  getDeletedIds: () => readonly RowId[];
  setValues: (values: readonly GridValuesChange[]) => void;
  /** Inserts the given rows (or `addRows` empty ones) at `position` (default the grid's). */
  addRows: (rows?: readonly GridRow[], position?: number) => void;
  removeByIds: (ids: readonly RowId[]) => void;
  /** Validates every cell, shows the errors on the cells and returns them, first one first. */
  validate: () => Promise<CellError[]>;
  clearSelection: () => void;
}

export interface EditableGridProps {
  columns: readonly GridColumn[];
  /** The loaded rows; a new array reloads the grid (dropping edits), so keep it stable. */
  rows: readonly GridRow[];
  rowKey?: string;
  selection?: 'checkbox' | 'radio';
  /** Clicking a row toggles its selection. */
  clickSelectRow?: boolean;
  /** spec 6: the toolbar's authority prefix and the permission lists it is checked against. */
  authorityPrefix?: string;
  permissionLists?: PermissionLists;
  size?: GridSize;
  maxHeight?: number;
  rowHeight?: number;
  /** spec 4: rows per insert click (at least 1) and where (0 the bottom, n before row n). */
  addRows?: number;
  addPosition?: number;
  /** Caller-confirmed removal of the selected rows; resolving false keeps them. */
  onRemove?: (rows: readonly GridRow[]) => Promise<boolean>;
  onValuesChange?: (changes: readonly GridValuesChange[], rows: readonly GridRow[]) => void;
  ref?: Ref<EditableGridApi>;
}

interface ActiveCell {
  rowIndex: number;
  colIndex: number;
}

const textOf = (value: unknown): string =>
  value == null ? '' : Array.isArray(value) ? value.join(',') : String(value);

const DATE_FORMATS: Readonly<Record<string, string>> = {
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
  time: TIME_FORMAT,
};

/** Dates given as timestamps read in the column's format; date strings as they are. */
function viewText(column: GridColumn, value: unknown): string {
  const format = DATE_FORMATS[column.type];
  if (format && typeof value === 'number') return dayjs(value).format(format);
  return textOf(value);
}

function optionText(options: readonly GridOption[], value: unknown): string {
  const values = Array.isArray(value) ? value.map(String) : textOf(value).split(',');
  return values
    .map((item) => options.find((option) => option.value === item)?.text ?? item)
    .filter((item) => item !== '')
    .join(',');
}

function OptionText({ column, value }: { column: GridColumn; value: unknown }) {
  const options = useColumnOptions(column.options, column.dictCode);
  return <>{optionText(options, value)}</>;
}

const SELECT_LIKE = new Set(['select', 'select-search', 'select-multiple']);

function CellText({ column, value, row }: { column: GridColumn; value: unknown; row: GridRow }) {
  const View = cellViews[column.type];
  if (View) return <View column={column} value={value} row={row} />;
  if (column.type === 'checkbox') {
    return <Checkbox checked={textOf(value) === checkboxValues(column.options)[0]} tabIndex={-1} />;
  }
  if (SELECT_LIKE.has(column.type) && (column.options || column.dictCode)) {
    return <OptionText column={column} value={value} />;
  }
  return viewText(column, value);
}

function selectionModeOf(
  columns: readonly GridColumn[],
  selection?: 'checkbox' | 'radio',
): SelectionMode {
  if (selection) return selection;
  if (columns.some((column) => column.type === 'row-checkbox')) return 'checkbox';
  if (columns.some((column) => column.type === 'row-radio')) return 'radio';
  return 'none';
}

/** The shown columns; a selection column is added when `selection` is set without one. */
function shownColumns(columns: readonly GridColumn[], mode: SelectionMode): GridColumn[] {
  const shown = columns.filter(
    (column) => column.type !== 'hidden' && column.type !== 'row-expand',
  );
  const control = mode === 'checkbox' ? 'row-checkbox' : 'row-radio';
  if (mode !== 'none' && !shown.some((column) => column.type === control)) {
    shown.unshift({ key: `__${control}`, title: '', type: control });
  }
  return shown;
}

export function EditableGrid({
  columns,
  rows,
  rowKey = GRID_ROW_KEY,
  selection,
  clickSelectRow = false,
  authorityPrefix,
  permissionLists = {},
  size = 'medium',
  maxHeight = GRID_MAX_HEIGHT,
  rowHeight: rowHeightProp,
  addRows = GRID_DEFAULT_ADD_ROWS,
  addPosition = 0,
  onRemove,
  onValuesChange,
  ref,
}: EditableGridProps) {
  const { message, modal } = App.useApp();
  const mode = selectionModeOf(columns, selection);
  const [state, dispatch] = useReducer(
    gridRowsReducer,
    { rows, rowKey, selectionMode: mode },
    createGridRowsState,
  );
  // Every action goes through `apply`, so the API reads the state right after its own actions,
  // before React re-renders (the reducer is pure: both copies are equal).
  const stateRef = useRef<GridRowsState>(state);
  const apply = useCallback((action: GridRowsAction) => {
    stateRef.current = gridRowsReducer(stateRef.current, action);
    dispatch(action);
  }, []);

  const loadedRows = useRef(rows);
  useEffect(() => {
    if (loadedRows.current === rows) return;
    loadedRows.current = rows;
    apply({ type: 'load', rows });
  }, [rows, apply]);

  const shown = useMemo(() => shownColumns(columns, mode), [columns, mode]);
  const hasFooter = columns.some((column) => (column.statistics ?? []).length > 0);
  const widths = shown.map((column) => columnWidth(column, hasFooter));
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);
  const rowHeight = rowHeightProp ?? GRID_ROW_HEIGHTS[size];
  const rowCount = state.rows.length;

  const [scrollTop, setScrollTop] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const statisticsRows = STATISTICS_KINDS.filter((kind) =>
    columns.some((column) => column.statistics?.includes(kind)),
  ).length;
  const bodyHeight = Math.max(
    0,
    maxHeight - HEADER_HEIGHT - statisticsRows * GRID_STATISTICS_ROW_HEIGHT,
  );
  const { start, end } = visibleRange(scrollTop, bodyHeight, rowHeight, rowCount);

  const [active, setActive] = useState<ActiveCell | null>(null);
  const [editing, setEditingState] = useState(false);
  // Editors may commit and the grid's own Enter handler then too: only the first one counts.
  const editingRef = useRef(false);
  const setEditing = useCallback((next: boolean) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);
  const [draft, setDraft] = useState<unknown>(undefined);
  const draftRef = useRef<unknown>(undefined);
  const editedRowId = useRef<string | undefined>(undefined);
  const activeCellRef = useRef<HTMLDivElement>(null);

  const changeDraft = useCallback((value: unknown) => {
    draftRef.current = value;
    setDraft(value);
  }, []);

  const revalidate = useCallback(
    (id: RowId, column: GridColumn) => {
      if ((column.validateRules ?? []).length === 0) return;
      const current = stateRef.current;
      const row = current.rows.find((item) => String(rowIdOf(current, item)) === String(id));
      if (!row) return;
      void validateCell(row[column.key], row, column, current.rows).then((error) => {
        apply(
          error
            ? { type: 'setErrors', errors: [{ rowId: id, columnKey: column.key, message: error }] }
            : { type: 'clearErrors', rowIds: [id], columnKeys: [column.key] },
        );
      });
    },
    [apply],
  );

  const setValues = useCallback(
    (changes: readonly GridValuesChange[]) => {
      apply({ type: 'setValues', values: changes });
      onValuesChange?.(changes, stateRef.current.rows);
    },
    [apply, onValuesChange],
  );

  const stopEditing = useCallback(() => {
    setEditing(false);
    scrollRef.current?.focus({ preventScroll: true });
  }, [setEditing]);

  const commit = useCallback(
    (value?: unknown) => {
      if (!active || !editingRef.current) return;
      const column = shown[active.colIndex];
      // By id: a synced or API change may have moved the row while it was edited.
      const current = stateRef.current;
      const row = current.rows.find(
        (item) => String(rowIdOf(current, item)) === editedRowId.current,
      );
      stopEditing();
      if (!column || !row) return;
      const given = value === undefined ? draftRef.current : value;
      // spec 5.3: number cells hold a number or '' whichever way editing ends.
      const next =
        column.type === 'inputNumber' && typeof given === 'string' ? numberOnBlur(given) : given;
      const id = rowIdOf(stateRef.current, row);
      if (!Object.is(next, row[column.key])) setValues([{ id, values: { [column.key]: next } }]);
      revalidate(id, column);
    },
    [active, shown, stopEditing, setValues, revalidate],
  );

  // spec 4: a click outside the edited cell ends editing, unless it lands in the editor's pop-up.
  useEffect(() => {
    if (!editing) return undefined;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || activeCellRef.current?.contains(target)) return;
      if (target.closest?.(POPUP_SELECTOR)) return;
      commit();
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [editing, commit]);

  const isEditable = (column: GridColumn | undefined): boolean =>
    Boolean(column && !column.disabled && editorFor(column.type));

  const startEditing = (cell: ActiveCell) => {
    const column = shown[cell.colIndex];
    const row = stateRef.current.rows[cell.rowIndex];
    setActive(cell);
    if (!row || !isEditable(column)) return;
    editedRowId.current = String(rowIdOf(stateRef.current, row));
    changeDraft(row[(column as GridColumn).key]);
    setEditing(true);
  };

  const scrollToRow = (rowIndex: number) => {
    const element = scrollRef.current;
    if (!element) return;
    const top = rowIndex * rowHeight;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + rowHeight > element.scrollTop + bodyHeight) {
      element.scrollTop = top + rowHeight - bodyHeight;
    }
    setScrollTop(element.scrollTop);
  };

  /** Tab walks the cells row by row; false at either end, so Tab leaves the grid there. */
  const tabActive = (backwards: boolean): boolean => {
    const from = active ?? { rowIndex: 0, colIndex: -1 };
    const flat = from.rowIndex * shown.length + from.colIndex + (backwards ? -1 : 1);
    if (flat < 0 || flat >= rowCount * shown.length) return false;
    const rowIndex = Math.floor(flat / shown.length);
    setActive({ rowIndex, colIndex: flat % shown.length });
    scrollToRow(rowIndex);
    return true;
  };

  const moveActive = (rowDelta: number, colDelta: number) => {
    const from = active ?? { rowIndex: 0, colIndex: 0 };
    const colIndex = Math.min(shown.length - 1, Math.max(0, from.colIndex + colDelta));
    const rowIndex = Math.min(rowCount - 1, Math.max(0, from.rowIndex + rowDelta));
    setActive({ rowIndex, colIndex });
    scrollToRow(rowIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing) {
      const column = active ? shown[active.colIndex] : undefined;
      if (event.key === 'Escape') {
        event.preventDefault();
        stopEditing();
      } else if (event.key === 'Enter' && !(column?.type === 'textarea' && event.shiftKey)) {
        event.preventDefault();
        commit();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        commit();
        tabActive(event.shiftKey);
      }
      return;
    }
    if (rowCount === 0) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (event.key === 'Tab') {
      if (tabActive(event.shiftKey)) event.preventDefault();
    } else if (move) {
      event.preventDefault();
      moveActive(move[0], move[1]);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      startEditing(active);
    }
  };

  // Toolbar (spec 4, 6).
  const lastInsertAt = useRef<number | undefined>(undefined);
  const buttons = toolbarButtons({
    authorityPrefix,
    selectedCount: state.selectedIds.size,
    lists: permissionLists,
  });

  const insert = useCallback(
    (given?: readonly GridRow[], position = addPosition) => {
      apply({ type: 'insert', position, count: addRows, columns, rows: given });
    },
    [apply, addPosition, addRows, columns],
  );

  const onAdd = () => {
    const now = Date.now();
    if (insertClickGuard(lastInsertAt.current, now)) {
      void message.warning(CLICK_TOO_FAST);
      return;
    }
    lastInsertAt.current = now;
    insert();
  };

  const onRemoveClick = () => {
    const selected = getSelectedRows(stateRef.current);
    if (selected.length === 0) return;
    modal.confirm({
      title: removeConfirmText(selected.length),
      onOk: async () => {
        if (onRemove && !(await onRemove(selected))) return;
        setEditing(false);
        setActive(null);
        apply({ type: 'remove', ids: selected.map((row) => rowIdOf(stateRef.current, row)) });
      },
    });
  };

  useImperativeHandle(
    ref,
    (): EditableGridApi => ({
      getAllValues: (forExport = false) => getAllValues(stateRef.current, { forExport }),
      getNewRows: () => getNewRows(stateRef.current),
      getDeletedIds: () => getDeletedIds(stateRef.current),
      setValues,
      addRows: insert,
      removeByIds: (ids) => apply({ type: 'remove', ids }),
      validate: async () => {
        const { list } = await validateRows(stateRef.current.rows, columns, rowKey);
        apply({ type: 'setErrors', errors: list, replace: true });
        return list;
      },
      clearSelection: () => apply({ type: 'clearSelection' }),
    }),
    [apply, columns, insert, rowKey, setValues],
  );

  const stats = useMemo(() => {
    return STATISTICS_KINDS.filter((kind) =>
      columns.some((column) => column.statistics?.includes(kind)),
    ).map((kind) => ({
      kind,
      values: new Map(
        columns
          .filter((column) => column.statistics?.includes(kind))
          .map((column) => [column.key, statistics(state.rows, column.key, kind)]),
      ),
    }));
  }, [columns, state.rows]);

  // Native drag of the drag-sort handle: the dragged row lands at the dropped row's index.
  const dragFrom = useRef<number | null>(null);
  const onDrop = (event: DragEvent<HTMLDivElement>, to: number) => {
    event.preventDefault();
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from !== null && from !== to) apply({ type: 'move', from, to });
  };

  const allState = selectAllState(state);

  const headerCell = (column: GridColumn, index: number) => {
    let content: ReactNode = column.title;
    if (column.type === 'row-checkbox') {
      content = (
        <Checkbox
          aria-label={GRID_SELECT_ALL}
          checked={allState === 'all'}
          indeterminate={allState === 'some'}
          onChange={(event) => apply({ type: 'selectAll', checked: event.target.checked })}
        />
      );
    } else if (column.type === 'row-radio') content = '';
    return (
      <div
        key={column.key}
        role="columnheader"
        style={{ width: widths[index], flex: 'none', padding: '0 8px', fontWeight: 500 }}
      >
        {content}
      </div>
    );
  };

  const controlCell = (column: GridColumn, row: GridRow, rowIndex: number, selected: boolean) => {
    const id = rowIdOf(state, row);
    switch (column.type) {
      case 'row-number':
        return rowIndex + 1;
      case 'row-checkbox':
        return (
          <Checkbox
            aria-label={`${GRID_SELECT_ROW} ${rowIndex + 1}`}
            checked={selected}
            onClick={(event) => event.stopPropagation()}
            onChange={() => apply({ type: 'toggle', id })}
          />
        );
      case 'row-radio':
        return (
          <Radio
            aria-label={`${GRID_SELECT_ROW} ${rowIndex + 1}`}
            checked={selected}
            onClick={(event) => {
              event.stopPropagation();
              apply({ type: 'toggle', id, allowClear: column.allowClear });
            }}
          />
        );
      case 'row-drag-sort':
        return (
          <span
            draggable
            onDragStart={() => {
              dragFrom.current = rowIndex;
            }}
          >
            <RowDragSortMenu
              rowIndex={rowIndex}
              rowCount={rowCount}
              onMoveUp={() => apply({ type: 'moveUp', id })}
              onMoveDown={() => apply({ type: 'moveDown', id })}
              onInsertBelow={() => apply({ type: 'insertBelow', id, count: addRows, columns })}
            />
          </span>
        );
      default:
        return null;
    }
  };

  const bodyRows: ReactNode[] = [];
  for (let rowIndex = start; rowIndex < end; rowIndex++) {
    const row = state.rows[rowIndex] as GridRow;
    const id = rowIdOf(state, row);
    const selected = state.selectedIds.has(String(id));
    bodyRows.push(
      <div
        key={String(id)}
        role="row"
        aria-rowindex={rowIndex + 2}
        aria-selected={mode === 'none' ? undefined : selected}
        onClick={clickSelectRow ? () => apply({ type: 'toggle', id }) : undefined}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => onDrop(event, rowIndex)}
        style={{
          position: 'absolute',
          top: rowIndex * rowHeight,
          height: rowHeight,
          width: totalWidth,
          display: 'flex',
          borderBottom: '1px solid #f0f0f0',
          background: selected ? '#e6f4ff' : undefined,
        }}
      >
        {shown.map((column, colIndex) => {
          const isActive = active?.rowIndex === rowIndex && active.colIndex === colIndex;
          const error = getCellError(state, id, column.key);
          const Editor = isActive && editing ? editorFor(column.type) : undefined;
          let content: ReactNode;
          if (CONTROL_TYPES.has(column.type))
            content = controlCell(column, row, rowIndex, selected);
          else if (column.type === 'slot') content = column.render?.(row, id);
          else if (Editor) {
            content = (
              <Editor
                value={draft}
                row={row}
                rowId={id}
                column={column}
                onChange={changeDraft}
                onCommit={commit}
                onCancel={stopEditing}
              />
            );
          } else content = <CellText column={column} value={row[column.key]} row={row} />;
          return (
            <div
              key={column.key}
              ref={isActive ? activeCellRef : undefined}
              role="gridcell"
              aria-colindex={colIndex + 1}
              aria-invalid={error ? true : undefined}
              aria-selected={isActive || undefined}
              title={error}
              data-column={column.key}
              onClick={
                isActive && editing
                  ? undefined
                  : CONTROL_TYPES.has(column.type)
                    ? () => setActive({ rowIndex, colIndex })
                    : () => startEditing({ rowIndex, colIndex })
              }
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
                  ? `1px solid ${ERROR_COLOR}`
                  : isActive
                    ? '1px solid #1677ff'
                    : '1px solid transparent',
              }}
            >
              {content}
            </div>
          );
        })}
      </div>,
    );
  }

  return (
    <div className="editable-grid">
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
        {buttons.clearSelection && (
          <Button onClick={() => apply({ type: 'clearSelection' })}>{GRID_CLEAR_SELECTION}</Button>
        )}
      </Space>
      <div
        ref={scrollRef}
        role="grid"
        aria-rowcount={rowCount + 1}
        aria-colcount={shown.length}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        style={{ maxHeight, overflow: 'auto', position: 'relative', border: '1px solid #f0f0f0' }}
      >
        <div
          role="row"
          aria-rowindex={1}
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 2,
            display: 'flex',
            alignItems: 'center',
            height: HEADER_HEIGHT,
            width: totalWidth,
            background: '#fafafa',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          {shown.map(headerCell)}
        </div>
        {rowCount === 0 ? (
          <div style={{ padding: 16, textAlign: 'center', color: '#999', width: totalWidth }}>
            {EMPTY_TEXT}
          </div>
        ) : (
          <div
            role="rowgroup"
            style={{ position: 'relative', height: rowCount * rowHeight, width: totalWidth }}
          >
            {bodyRows}
          </div>
        )}
        {stats.map(({ kind, values }, statIndex) => (
          <div
            key={kind}
            data-statistics={kind}
            style={{
              position: 'sticky',
              bottom: (stats.length - 1 - statIndex) * GRID_STATISTICS_ROW_HEIGHT,
              zIndex: 2,
              display: 'flex',
              alignItems: 'center',
              height: GRID_STATISTICS_ROW_HEIGHT,
              width: totalWidth,
              background: '#fafafa',
            }}
          >
            {shown.map((column, index) => (
              <div
                key={column.key}
                style={{ width: widths[index], flex: 'none', padding: '0 8px' }}
              >
                {index === 0 ? (kind === 'sum' ? GRID_SUM : GRID_AVERAGE) : values.get(column.key)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
