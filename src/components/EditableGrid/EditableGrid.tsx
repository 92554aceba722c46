/**
 * The editable data grid (spec 2.10, 4 "Grid editing", 5.3, 6 grid toolbar, 9): rows live in the
 * pure reducer of src/lib/grid/rowState; the body is windowed with a fixed row height so only the
 * visible rows (plus 9) are in the DOM; one cell editor is mounted at a time.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { GRID_DEFAULT_ADD_ROWS, GRID_ROW_KEY } from '../../lib/constants';
import { indexOfId, keyOf, rowById, rowIdOf } from '../../lib/grid/rowIds';
import { getCellError, getSelectedRows, selectAllState } from '../../lib/grid/rowQueries';
import { type GridRow, type RowId } from '../../lib/grid/rowState';
import { EMPTY_TEXT } from '../../lib/messages';
import { selectionModeOf, shownColumns } from './columns';
import { GridBodyRow, type ActiveEditor, type RowControls } from './GridBodyRow';
import { GridHeader, GridStatistics, HEADER_HEIGHT, useStatisticsRows } from './GridHeader';
import type { EditableGridProps } from './gridProps';
import { GridToolbar } from './GridToolbar';
import { scrollTopShowing } from './keyboard';
import {
  columnWidth,
  contentHeight,
  GRID_EXPAND_HEIGHT,
  GRID_MAX_HEIGHT,
  GRID_ROW_HEIGHTS,
  GRID_STATISTICS_ROW_HEIGHT,
  renderedRowIndexes,
  rowTop,
  visibleRange,
} from './layout';
import { ExpandedBand, useExpandedRows } from './RowExpansion';
import { GridRowSorting } from './rowSorting';
import { useCellEditing } from './useCellEditing';
import { useGridApi } from './useGridApi';
import { useGridRows } from './useGridRows';
import { useGridValues } from './useGridValues';
import { useLinkage } from './useLinkage';
import './editableGrid.css';

export type { EditableGridApi, EditableGridProps, GridValuesChange } from './gridProps';

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
  sync,
  expandedRowRender,
  expandHeight = GRID_EXPAND_HEIGHT,
  linkageConfig,
  ref,
}: EditableGridProps) {
  const mode = selectionModeOf(columns, selection);
  const { state, stateRef, apply } = useGridRows(rows, rowKey, mode);

  const shown = useMemo(() => shownColumns(columns, mode), [columns, mode]);
  const hasFooter = columns.some((column) => (column.statistics ?? []).length > 0);
  const widths = shown.map((column) => columnWidth(column, hasFooter));
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);
  const rowHeight = rowHeightProp ?? GRID_ROW_HEIGHTS[size];
  const rowCount = state.rows.length;

  const [scrollTop, setScrollTop] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const stats = useStatisticsRows(columns, state.rows);
  const bodyHeight = Math.max(
    0,
    maxHeight - HEADER_HEIGHT - stats.length * GRID_STATISTICS_ROW_HEIGHT,
  );
  const expansion = useExpandedRows(state.rows, state.rowKey, expandHeight);
  const { bands } = expansion;
  const { start, end } = visibleRange(scrollTop, bodyHeight, rowHeight, rowCount, bands);

  const findRow = useCallback((id: RowId) => rowById(stateRef.current, id), [stateRef]);
  const linkage = useLinkage(columns, linkageConfig, findRow);
  const { loadFor, afterChange } = linkage;
  useEffect(() => {
    loadFor(state.rows.slice(start, end));
  }, [loadFor, state.rows, start, end]);

  const { replaced, setValues, onCommitValue } = useGridValues({
    stateRef,
    apply,
    sync,
    onValuesChange,
    afterChange,
  });

  const scrollToRow = useCallback(
    (rowIndex: number) => {
      const element = scrollRef.current;
      if (!element) return;
      // What is really visible of the rows: borders and a horizontal scrollbar take some of it
      // (no layout, as in tests, measures 0: then the configured height).
      const measured = element.clientHeight - (maxHeight - bodyHeight);
      element.scrollTop = scrollTopShowing(
        rowTop(rowIndex, rowHeight, bands),
        rowHeight,
        element.scrollTop,
        element.clientHeight > 0 ? measured : bodyHeight,
      );
      setScrollTop(element.scrollTop);
    },
    [rowHeight, maxHeight, bodyHeight, bands],
  );
  const focusGrid = useCallback(() => scrollRef.current?.focus({ preventScroll: true }), []);

  const cell = useCellEditing({
    shown,
    stateRef,
    rowCount,
    onCommitValue,
    scrollToRow,
    focusGrid,
  });

  const insert = useCallback(
    (given?: readonly GridRow[], position = addPosition) => {
      apply({ type: 'insert', position, count: addRows, columns, rows: given });
    },
    [apply, addPosition, addRows, columns],
  );

  const removeSelected = async () => {
    const selected = getSelectedRows(stateRef.current);
    if (selected.length === 0) return;
    if (onRemove && !(await onRemove(selected))) return;
    cell.reset();
    apply({ type: 'remove', ids: selected.map((row) => rowIdOf(stateRef.current, row)) });
  };

  useGridApi(ref, { stateRef, apply, columns, insert, setValues });

  // The dragged row stays rendered when the window scrolls past it: its sortable needs its node.
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const draggingIndex = draggingId === null ? undefined : indexOfId(state, draggingId);
  const moveRow = (fromId: string, toId: string) => {
    const [from, to] = [indexOfId(stateRef.current, fromId), indexOfId(stateRef.current, toId)];
    if (from >= 0 && to >= 0) apply({ type: 'move', from, to });
  };
  const controls: RowControls = {
    toggle: (id, allowClear) => apply({ type: 'toggle', id, allowClear }),
    moveUp: (id) => apply({ type: 'moveUp', id }),
    moveDown: (id) => apply({ type: 'moveDown', id }),
    insertBelow: (id) => apply({ type: 'insertBelow', id, count: addRows, columns }),
    toggleExpand: expansion.toggle,
  };
  const editor: ActiveEditor = {
    draft: cell.draft,
    changeDraft: cell.changeDraft,
    commit: cell.commit,
    cancel: cell.stopEditing,
    cellRef: cell.activeCellRef,
  };

  // Enter or Space on an active expand cell toggles it, as on its button (keys move cells, not focus).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (draggingId !== null) return; // the keys move the dragged row (rowSorting), not the cell
    const { active, editing } = cell;
    const row = active ? state.rows[active.rowIndex] : undefined;
    const onExpand = active && shown[active.colIndex]?.type === 'row-expand';
    if (!editing && row && onExpand && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      expansion.toggle(rowIdOf(state, row));
    } else cell.onKeyDown(event);
  };

  const bodyRows: ReactNode[] = [];
  const renderedIds: string[] = [];
  for (const rowIndex of renderedRowIndexes(start, end, draggingIndex)) {
    const row = state.rows[rowIndex] as GridRow;
    const id = rowIdOf(state, row);
    renderedIds.push(keyOf(id));
    const top = rowTop(rowIndex, rowHeight, bands);
    const expanded = expansion.isExpanded(id);
    bodyRows.push(
      <GridBodyRow
        key={String(id)}
        row={row}
        id={id}
        rowIndex={rowIndex}
        rowCount={rowCount}
        top={top}
        height={rowHeight}
        totalWidth={totalWidth}
        shown={linkage.columnsFor(shown, row)}
        expanded={expanded}
        widths={widths}
        selected={mode === 'none' ? undefined : state.selectedIds.has(String(id))}
        clickSelectRow={clickSelectRow}
        activeColIndex={cell.active?.rowIndex === rowIndex ? cell.active.colIndex : undefined}
        editing={cell.editing}
        editor={editor}
        errorOf={(columnKey) => getCellError(state, id, columnKey)}
        replaced={replaced.get(String(id))}
        controls={controls}
        onCellClick={(colIndex, control) =>
          control
            ? cell.setActive({ rowIndex, colIndex })
            : cell.startEditing({ rowIndex, colIndex })
        }
      />,
    );
    if (expanded) {
      bodyRows.push(
        <ExpandedBand
          key={`${String(id)}:expanded`}
          top={top + rowHeight}
          height={expandHeight}
          width={totalWidth}
          colCount={shown.length}
        >
          {expandedRowRender?.(row, id)}
        </ExpandedBand>,
      );
    }
  }

  const layout = { shown, widths, totalWidth };
  return (
    <div className="editable-grid">
      <GridToolbar
        authorityPrefix={authorityPrefix}
        permissionLists={permissionLists}
        selectedCount={state.selectedIds.size}
        onInsert={() => insert()}
        onRemove={removeSelected}
        onClearSelection={() => apply({ type: 'clearSelection' })}
      />
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
        <GridHeader
          {...layout}
          allState={selectAllState(state)}
          onSelectAll={(checked) => apply({ type: 'selectAll', checked })}
        />
        {rowCount === 0 ? (
          <div style={{ padding: 16, textAlign: 'center', color: '#999', width: totalWidth }}>
            {EMPTY_TEXT}
          </div>
        ) : (
          <div
            role="rowgroup"
            style={{
              position: 'relative',
              height: contentHeight(rowCount, rowHeight, bands),
              width: totalWidth,
            }}
          >
            <GridRowSorting ids={renderedIds} onDraggingChange={setDraggingId} onMove={moveRow}>
              {bodyRows}
            </GridRowSorting>
          </div>
        )}
        <GridStatistics {...layout} stats={stats} />
      </div>
    </div>
  );
}
