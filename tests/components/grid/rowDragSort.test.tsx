/**
 * Drag-sorting the editable grid's rows (spec 2.10 row drag-sort, 4 "rows can be ... dragged";
 * order numbers recalculated after each move) through the drag-sort cell's handle, with the
 * keyboard (Space lifts, arrows move, Space drops, Escape cancels) and with the pointer.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EditableGrid,
  type EditableGridApi,
  type GridColumn,
} from '../../../src/components/EditableGrid';
import type { GridRow } from '../../../src/lib/grid/rowState';
import { dragPointer, layOutGridRows, pressCode } from './dragHarness';

// The machine is shared: antd's first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });

const ROW_HEIGHT = 61;
const columns: GridColumn[] = [
  { key: 'drag', title: '', type: 'row-drag-sort' },
  { key: 'name', title: '名称', type: 'input' },
];
const rows: GridRow[] = [
  { id: 'a', name: '甲', orderNum: 1 },
  { id: 'b', name: '乙', orderNum: 2 },
  { id: 'c', name: '丙', orderNum: 3 },
];

function renderGrid(given: readonly GridRow[] = rows) {
  const ref = createRef<EditableGridApi>();
  render(
    <AntdApp>
      <EditableGrid ref={ref} columns={columns} rows={given} />
    </AntdApp>,
  );
  return () => ref.current as EditableGridApi;
}

const names = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);
const handle = (row: number) => screen.getByRole('button', { name: `行排序 ${row}` });

describe('row drag-sort', () => {
  let undoLayout: () => void;
  beforeEach(() => {
    undoLayout = layOutGridRows();
  });
  afterEach(() => undoLayout());

  it('Space lifts the row, ArrowDown moves it, Space drops it: order and order numbers change', async () => {
    const api = renderGrid();
    handle(1).focus();
    await pressCode(handle(1), 'Space');
    await pressCode(document.activeElement ?? document.body, 'ArrowDown');
    await pressCode(document.activeElement ?? document.body, 'Space');

    expect(names()).toEqual(['乙', '甲', '丙']);
    expect(
      api()
        .getAllValues()
        .map((row) => [row.id, row.orderNum]),
    ).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
    // The arrows moved the row, not the grid's active cell: no cell became active.
    expect(screen.queryAllByRole('gridcell', { selected: true })).toHaveLength(0);
  });

  it('Escape puts the lifted row back', async () => {
    const api = renderGrid();
    handle(2).focus();
    await pressCode(handle(2), 'Space');
    await pressCode(document.activeElement ?? document.body, 'ArrowDown');
    await pressCode(document.activeElement ?? document.body, 'Escape');

    expect(names()).toEqual(['甲', '乙', '丙']);
    expect(
      api()
        .getAllValues()
        .map((row) => row.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('a pointer dragging the handle onto another row moves the row there in one jump', async () => {
    const api = renderGrid();
    // One move straight to the last row's middle, as a quick flick (or Playwright's dragTo) does.
    await dragPointer(handle(1), { x: 20, y: ROW_HEIGHT * 2.5 });

    expect(names()).toEqual(['乙', '丙', '甲']);
    expect(
      api()
        .getAllValues()
        .map((row) => [row.id, row.orderNum]),
    ).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });

  it('a click on the handle opens the row menu and moves nothing', async () => {
    renderGrid();
    const at = { clientX: 20, clientY: ROW_HEIGHT / 2, isPrimary: true, button: 0 };
    fireEvent.pointerDown(handle(2), at);
    fireEvent.pointerUp(document, at);
    fireEvent.click(handle(2));

    expect(await screen.findByRole('menuitem', { name: /下移/ })).toBeTruthy();
    expect(names()).toEqual(['甲', '乙', '丙']);
  });

  it('keeps the lifted row rendered while the windowed body scrolls far past it (spec 9)', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, name: `行${i + 1}` }));
    renderGrid(many);
    handle(1).focus();
    await pressCode(handle(1), 'Space');
    fireEvent.scroll(screen.getByRole('grid'), { target: { scrollTop: ROW_HEIGHT * 100 } });

    expect(names()).toContain('行101');
    // The lifted row is still there (its sortable needs its node); the rows between are not.
    expect(names()).toContain('行1');
    expect(names()).not.toContain('行2');
    await pressCode(document.activeElement ?? document.body, 'Escape');
    expect(names()).not.toContain('行1');
  });
});
