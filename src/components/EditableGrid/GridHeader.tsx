/** The sticky header row and the sticky statistics rows (spec 4, 9: 32px, 合计/平均值). */
import { Checkbox } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { statistics, type StatisticsKind } from '../../lib/grid/cells';
import type { GridRow } from '../../lib/grid/rowState';
import { GRID_AVERAGE, GRID_SELECT_ALL, GRID_SUM } from './labels';
import { GRID_STATISTICS_ROW_HEIGHT } from './layout';
import type { GridColumn } from './types';

export const HEADER_HEIGHT = 40;

interface ColumnsLayout {
  shown: readonly GridColumn[];
  widths: readonly number[];
  totalWidth: number;
}

export function GridHeader({
  shown,
  widths,
  totalWidth,
  allState,
  onSelectAll,
}: ColumnsLayout & {
  allState: 'all' | 'some' | 'none';
  onSelectAll: (checked: boolean) => void;
}) {
  const content = (column: GridColumn): ReactNode => {
    if (column.type === 'row-checkbox') {
      return (
        <Checkbox
          aria-label={GRID_SELECT_ALL}
          checked={allState === 'all'}
          indeterminate={allState === 'some'}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
      );
    }
    return column.type === 'row-radio' ? '' : column.title;
  };
  return (
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
      {shown.map((column, index) => (
        <div
          key={column.key}
          role="columnheader"
          style={{ width: widths[index], flex: 'none', padding: '0 8px', fontWeight: 500 }}
        >
          {content(column)}
        </div>
      ))}
    </div>
  );
}

export interface StatisticsRow {
  kind: StatisticsKind;
  values: ReadonlyMap<string, number>;
}

const STATISTICS_KINDS: readonly StatisticsKind[] = ['sum', 'average'];

/** One row per statistics kind some column asks for; recomputed when the rows change. */
export function useStatisticsRows(
  columns: readonly GridColumn[],
  rows: readonly GridRow[],
): StatisticsRow[] {
  return useMemo(
    () =>
      STATISTICS_KINDS.filter((kind) =>
        columns.some((column) => column.statistics?.includes(kind)),
      ).map((kind) => ({
        kind,
        values: new Map(
          columns
            .filter((column) => column.statistics?.includes(kind))
            .map((column) => [column.key, statistics(rows, column.key, kind)]),
        ),
      })),
    [columns, rows],
  );
}

export function GridStatistics({
  shown,
  widths,
  totalWidth,
  stats,
}: ColumnsLayout & { stats: readonly StatisticsRow[] }) {
  return stats.map(({ kind, values }, statIndex) => (
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
        <div key={column.key} style={{ width: widths[index], flex: 'none', padding: '0 8px' }}>
          {index === 0 ? (kind === 'sum' ? GRID_SUM : GRID_AVERAGE) : values.get(column.key)}
        </div>
      ))}
    </div>
  ));
}
