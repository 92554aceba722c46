/**
 * The large grid data of the gallery's 10 万行 × 20 列 demo, also loaded by the grid bench
 * (scripts/bench/grid): text cells in even columns, numbers in odd ones.
 */
import type { GridColumn } from '../../../components/EditableGrid';
import type { GridRow } from '../../../lib/grid/rowState';

export function bigGridColumns(columnCount: number): GridColumn[] {
  return [
    { key: 'seq', title: '序号', type: 'row-number' },
    ...Array.from({ length: columnCount }, (_, c): GridColumn => ({
      key: `c${c}`,
      title: `列${c + 1}`,
      type: c % 2 === 0 ? 'input' : 'inputNumber',
    })),
  ];
}

export function bigGridRows(rowCount: number, columnCount: number): GridRow[] {
  return Array.from({ length: rowCount }, (_, r) => {
    const row: Record<string, unknown> = { id: r + 1 };
    for (let c = 0; c < columnCount; c++) {
      row[`c${c}`] = c % 2 === 0 ? `R${r + 1}C${c + 1}` : r + c;
    }
    return row;
  });
}
