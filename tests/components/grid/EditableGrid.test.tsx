/** The editable grid component (spec 4 "Grid editing", 6 grid toolbar, 9 windowing). */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EditableGrid,
  type EditableGridApi,
  type GridColumn,
} from '../../../src/components/EditableGrid';
import type { GridRow } from '../../../src/lib/grid/rowState';
import { CLICK_TOO_FAST } from '../../../src/lib/messages';

const columns: GridColumn[] = [
  { key: 'seq', title: '序号', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'age', title: '年龄', type: 'inputNumber' },
];

function renderGrid(
  rows: readonly GridRow[],
  props: Partial<Parameters<typeof EditableGrid>[0]> = {},
) {
  const ref = createRef<EditableGridApi>();
  const view = render(
    <AntdApp>
      <EditableGrid ref={ref} columns={columns} rows={rows} {...props} />
    </AntdApp>,
  );
  return { ...view, api: () => ref.current as EditableGridApi };
}

const bodyRows = () =>
  screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
const cell = (rowIndex: number, key: string) =>
  within(bodyRows()[rowIndex] as HTMLElement)
    .getAllByRole('gridcell')
    .find((element) => element.dataset.column === key) as HTMLElement;

const twoRows: GridRow[] = [
  { id: 'a', name: '甲', age: 1, orderNum: 1 },
  { id: 'b', name: '乙', age: 2, orderNum: 2 },
];

describe('EditableGrid', () => {
  it('renders only a window of 10,000 rows (spec 9: visible rows plus about 9)', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `行${i}` }));
    renderGrid(rows);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('10001');
    // 400px max height − 40px header over 61px rows → 6 visible, plus 9.
    expect(bodyRows()).toHaveLength(15);
    fireEvent.scroll(screen.getByRole('grid'), { target: { scrollTop: 61 * 5000 } });
    expect(bodyRows()[0]?.getAttribute('aria-rowindex')).toBe('5002');
    expect(bodyRows()).toHaveLength(15);
  });

  it('edits one cell on click and commits it with Enter', () => {
    const { api } = renderGrid(twoRows);
    fireEvent.click(cell(0, 'name'));
    const input = screen.getByRole('textbox', { name: '名称' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    fireEvent.change(input, { target: { value: '丙' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api().getAllValues()[0]).toMatchObject({ id: 'a', name: '丙' });
    expect(cell(0, 'name').textContent).toBe('丙');
  });

  it('restores the value on Esc', () => {
    const { api } = renderGrid(twoRows);
    fireEvent.click(cell(1, 'name'));
    const input = screen.getByRole('textbox', { name: '名称' });
    fireEvent.change(input, { target: { value: '丁' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell(1, 'name').textContent).toBe('乙');
    expect(api().getAllValues()[1]).toMatchObject({ name: '乙' });
  });

  it('inserts a row at the bottom with orderNum renumbered, and guards a second quick click', async () => {
    const { api } = renderGrid(twoRows);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const values = api().getAllValues();
    expect(values).toHaveLength(3);
    expect(values.map((row) => row.orderNum)).toEqual([1, 2, 3]);
    expect(api().getNewRows()).toHaveLength(1);
    expect(api().getAllValues(true)[2]).not.toHaveProperty('id');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(await screen.findByText(CLICK_TOO_FAST)).toBeTruthy();
    expect(api().getAllValues()).toHaveLength(3);
  });

  it('removes the selected rows after the confirmation and the caller agrees', async () => {
    const onRemove = vi.fn(() => Promise.resolve(true));
    const { api } = renderGrid(twoRows, { selection: 'checkbox', onRemove });
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择行 2' }));
    expect(screen.getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确定要删除这 1 项吗?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(api().getDeletedIds()).toEqual(['b']));
    expect(onRemove).toHaveBeenCalledWith([twoRows[1]]);
    expect(api().getAllValues()).toHaveLength(1);
  });

  it('validate() shows a required error on the cell and returns it', async () => {
    const { api } = renderGrid([{ id: 'a', name: '', age: 1 }]);
    let errors: Awaited<ReturnType<EditableGridApi['validate']>> = [];
    await act(async () => {
      errors = await api().validate();
    });
    expect(errors).toEqual([
      { rowId: 'a', rowIndex: 0, columnKey: 'name', message: '名称不能为空' },
    ]);
    expect(cell(0, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(cell(0, 'name').title).toBe('名称不能为空');
  });
});

describe('EditableGrid cells', () => {
  it('turns a number cell into a number on commit (spec 5.3)', () => {
    const { api } = renderGrid(twoRows);
    fireEvent.click(cell(0, 'age'));
    const input = screen.getByRole('textbox', { name: '年龄' });
    fireEvent.change(input, { target: { value: '12a.5' } });
    expect((input as HTMLInputElement).value).toBe('12.5');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(api().getAllValues()[0]).toMatchObject({ age: 12.5 });
  });

  it('shows the statistics row with the sum and average', () => {
    const ruled: GridColumn[] = [
      { key: 'name', title: '名称', type: 'normal' },
      { key: 'age', title: '年龄', type: 'inputNumber', statistics: ['sum', 'average'] },
    ];
    const { container } = render(
      <AntdApp>
        <EditableGrid columns={ruled} rows={[...twoRows, { id: 'c', age: 2 }]} />
      </AntdApp>,
    );
    const sum = container.querySelector('[data-statistics="sum"]') as HTMLElement;
    const average = container.querySelector('[data-statistics="average"]') as HTMLElement;
    expect(sum.textContent).toBe('合计5');
    expect(average.textContent).toBe('平均值1.67');
  });

  it('shows 暂无数据 without rows', () => {
    renderGrid([]);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});

describe('EditableGrid editing focus', () => {
  it('keeps editing on clicks inside pop-ups and commits on a click outside (spec 4)', () => {
    const { api } = renderGrid(twoRows);
    fireEvent.click(cell(0, 'name'));
    fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '戊' } });
    const popup = document.createElement('div');
    popup.className = 'ant-picker-dropdown';
    const inner = popup.appendChild(document.createElement('span'));
    document.body.appendChild(popup);
    fireEvent.mouseDown(inner);
    expect(screen.getByRole('textbox', { name: '名称' })).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api().getAllValues()[0]).toMatchObject({ name: '戊' });
    popup.remove();
  });

  it('moves the active cell with the arrows and edits it with Enter', () => {
    const { api } = renderGrid(twoRows);
    fireEvent.click(cell(0, 'seq'));
    expect(cell(0, 'seq').getAttribute('aria-selected')).toBe('true');
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(cell(1, 'name').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(grid, { key: 'Enter' });
    const input = screen.getByRole('textbox', { name: '名称' });
    fireEvent.change(input, { target: { value: '己' } });
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(api().getAllValues()[1]).toMatchObject({ name: '己' });
    expect(cell(1, 'age').getAttribute('aria-selected')).toBe('true');
  });
});
