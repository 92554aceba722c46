/**
 * row-expand (spec 3 column types): the per-row toggle, the band an expanded row shows below it,
 * and the expanded state, kept by row id so it follows the row through moves and inserts.
 */
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { indexOfId } from '../../lib/grid/rowIds';
import type { GridRow, RowId } from '../../lib/grid/rowState';
import { expandedIndexes, type ExpandBands } from './layout';
import { GRID_COLLAPSE, GRID_EXPAND } from './labels';

export function useExpandedRows(rows: readonly GridRow[], rowKey: string, height: number) {
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const { indexes, ids } = useMemo(
    () => expandedIndexes((id) => indexOfId({ rows, rowKey }, id), expandedIds),
    [rows, rowKey, expandedIds],
  );
  // A removed row's state goes with it (adjusted while rendering, so no frame shows it).
  if (ids.size !== expandedIds.size) setExpandedIds(ids);
  const bands: ExpandBands = useMemo(() => ({ indexes, height }), [indexes, height]);
  const toggle = useCallback((id: RowId) => {
    setExpandedIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(String(id))) next.add(String(id));
      return next;
    });
  }, []);
  const isExpanded = useCallback((id: RowId) => expandedIds.has(String(id)), [expandedIds]);
  return { bands, isExpanded, toggle };
}

/**
 * The toggle: a button named 展开 / 收起 with the row number. Enter and Space toggle it here
 * (the default click is prevented) so the grid's own Enter does not start editing a cell.
 */
export function ExpandToggle({
  expanded,
  rowIndex,
  onToggle,
}: {
  expanded: boolean;
  rowIndex: number;
  onToggle: () => void;
}) {
  const onKey = (event: KeyboardEvent<HTMLElement>, toggles: boolean) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    if (toggles) onToggle();
  };
  return (
    <Button
      type="text"
      size="small"
      icon={expanded ? <DownOutlined /> : <RightOutlined />}
      aria-expanded={expanded}
      aria-label={`${expanded ? GRID_COLLAPSE : GRID_EXPAND} ${rowIndex + 1}`}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      onKeyDown={(event) => onKey(event, true)}
      onKeyUp={(event) => onKey(event, false)}
    />
  );
}

/** The band below an expanded row: one cell across the row holding the grid's render. */
export function ExpandedBand({
  top,
  height,
  width,
  colCount,
  children,
}: {
  top: number;
  height: number;
  width: number;
  colCount: number;
  children: ReactNode;
}) {
  return (
    <div
      role="row"
      data-expanded-band
      style={{ position: 'absolute', top, height, width, borderBottom: '1px solid #f0f0f0' }}
    >
      <div
        role="gridcell"
        aria-colspan={colCount}
        style={{ height: '100%', padding: 8, overflow: 'auto', boxSizing: 'border-box' }}
      >
        {children}
      </div>
    </div>
  );
}
