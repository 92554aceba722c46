/**
 * The editable grid's row-expand column and linked selects (spec 3 "Grid column" and "Column
 * types", 4 "Grid editing"; JeecgBoot JVxeTable linkageConfig). allowInput: selectAllowInput.test.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EditableGrid,
  type EditableGridApi,
  type EditableGridProps,
  type GridColumn,
  type GridLinkageConfig,
} from '../../../src/components/EditableGrid';
import type { GridRow } from '../../../src/lib/grid/rowState';
import { FakeSocket } from '../../unit/notices/fakeSocket';
import { dropdownOption } from '../dict/harness';
import { dragPointer, layOutGridRows } from './dragHarness';

// The machine is shared: antd's first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });

function renderGrid(
  props: Partial<EditableGridProps> & Pick<EditableGridProps, 'columns' | 'rows'>,
) {
  const ref = createRef<EditableGridApi>();
  render(
    <AntdApp>
      <EditableGrid ref={ref} {...props} />
    </AntdApp>,
  );
  return () => ref.current as EditableGridApi;
}

/** Body rows (not the header, not expanded bands), in order. */
const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter(
      (row) => row.getAttribute('aria-rowindex') !== '1' && !row.hasAttribute('data-expanded-band'),
    );
const rowNamed = (name: string) =>
  bodyRows().find((row) => within(row).queryByText(name)) as HTMLElement;
const cell = (rowIndex: number, key: string) =>
  within(bodyRows()[rowIndex] as HTMLElement)
    .getAllByRole('gridcell')
    .find((element) => element.dataset.column === key) as HTMLElement;

describe('row-expand', () => {
  const columns: GridColumn[] = [
    { key: 'expand', title: '', type: 'row-expand' },
    { key: 'drag', title: '', type: 'row-drag-sort' },
    { key: 'name', title: '名称', type: 'input' },
  ];
  const rows: GridRow[] = [
    { id: 'a', name: '甲' },
    { id: 'b', name: '乙' },
    { id: 'c', name: '丙' },
  ];
  const expandedRowRender = (row: GridRow) => `详情：${String(row.name)}`;

  it('shows the content below the row in its own band and shifts the rows below', () => {
    renderGrid({ columns, rows, expandedRowRender, expandHeight: 100 });
    expect(rowNamed('乙').style.top).toBe('61px');

    fireEvent.click(screen.getByRole('button', { name: '展开 1' }));
    expect(screen.getByText('详情：甲')).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起 1' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // spec 9: 61px rows; the band adds its 100px above every later row.
    expect(rowNamed('乙').style.top).toBe('161px');
    expect(rowNamed('丙').style.top).toBe('222px');

    fireEvent.click(screen.getByRole('button', { name: '收起 1' }));
    expect(screen.queryByText('详情：甲')).toBeNull();
    expect(rowNamed('乙').style.top).toBe('61px');
  });

  it('toggles with Enter and Space on the toggle, without starting an edit', () => {
    renderGrid({ columns, rows, expandedRowRender });
    fireEvent.keyDown(screen.getByRole('button', { name: '展开 2' }), { key: 'Enter' });
    expect(screen.getByText('详情：乙')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: '收起 2' }), { key: ' ' });
    expect(screen.queryByText('详情：乙')).toBeNull();
  });

  it('toggles the active expand cell with Enter or Space on the grid (arrow-key users)', () => {
    renderGrid({ columns, rows, expandedRowRender });
    fireEvent.click(cell(1, 'expand'));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Enter' });
    expect(screen.getByText('详情：乙')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: ' ' });
    expect(screen.getByText('详情：甲')).toBeTruthy();
    expect(screen.getByText('详情：乙')).toBeTruthy();
  });

  it('keeps the expanded state with the row when rows move or are inserted above', async () => {
    const api = renderGrid({ columns, rows, expandedRowRender, expandHeight: 100 });
    fireEvent.click(screen.getByRole('button', { name: '展开 1' }));
    // Drag row 1 (甲) onto row 3: it becomes the last row and stays expanded.
    const undoLayout = layOutGridRows();
    await dragPointer(screen.getByRole('button', { name: '行排序 1' }), {
      x: 20,
      y: parseFloat(rowNamed('丙').style.top) + 30,
    });
    undoLayout();
    expect(bodyRows().map((row) => row.textContent)).toEqual(['乙', '丙', '甲']);
    expect(screen.getByRole('button', { name: '收起 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '展开 1' })).toBeTruthy();
    expect(rowNamed('甲').style.top).toBe('122px');

    act(() => api().addRows([{ id: 'n', name: '新' }], 1));
    expect(screen.getByRole('button', { name: '收起 4' })).toBeTruthy();
    expect(screen.getByText('详情：甲')).toBeTruthy();
  });

  it('drops the state of a removed row', () => {
    const api = renderGrid({ columns, rows, expandedRowRender });
    fireEvent.click(screen.getByRole('button', { name: '展开 2' }));
    act(() => api().removeByIds(['b']));
    expect(screen.queryByText('详情：乙')).toBeNull();
    act(() => api().addRows([{ id: 'b', name: '乙' }]));
    expect(screen.queryByText('详情：乙')).toBeNull();
    expect(screen.getByRole('button', { name: '展开 3' })).toBeTruthy();
  });
});

describe('linked selects (linkageKey, JeecgBoot linkageConfig)', () => {
  const REGIONS = [
    { text: '北京市', value: '110000', parent: '' },
    { text: '河北省', value: '130000', parent: '' },
    { text: '北京市辖区', value: '110100', parent: '110000' },
    { text: '石家庄市', value: '130100', parent: '130000' },
    { text: '秦皇岛市', value: '130300', parent: '130000' },
    { text: '东城区', value: '110101', parent: '110100' },
    { text: '山海关区', value: '130303', parent: '130300' },
  ];
  const requested: string[] = [];
  const linkageConfig: GridLinkageConfig[] = [
    {
      key: 's1',
      requestData: async (parent) => {
        requested.push(parent);
        return REGIONS.filter((region) => region.parent === parent);
      },
    },
  ];
  const columns: GridColumn[] = [
    { key: 's1', title: '省', type: 'select', linkageKey: 's2' },
    { key: 's2', title: '市', type: 'select', linkageKey: 's3' },
    { key: 's3', title: '区', type: 'select' },
  ];
  const rows: GridRow[] = [{ id: 'a', s1: '110000', s2: '110100', s3: '110101' }];

  it('shows each level by the options under its parent', async () => {
    renderGrid({ columns, rows, linkageConfig });
    await waitFor(() => expect(cell(0, 's3').textContent).toBe('东城区'));
    expect(cell(0, 's1').textContent).toBe('北京市');
    expect(cell(0, 's2').textContent).toBe('北京市辖区');
  });

  it('offers the children of the chosen parent and clears the stale ones', async () => {
    const api = renderGrid({ columns, rows, linkageConfig });
    await waitFor(() => expect(cell(0, 's3').textContent).toBe('东城区'));

    fireEvent.click(cell(0, 's1'));
    fireEvent.click(dropdownOption('河北省'));
    await waitFor(() =>
      expect(api().getAllValues()[0]).toMatchObject({ s1: '130000', s2: '', s3: '' }),
    );
    expect(cell(0, 's2').textContent).toBe('');

    fireEvent.click(cell(0, 's2'));
    await waitFor(() => dropdownOption('秦皇岛市'));
    expect(() => dropdownOption('北京市辖区')).toThrow();
    fireEvent.click(dropdownOption('秦皇岛市'));
    expect(api().getAllValues()[0]).toMatchObject({ s2: '130300' });
  });

  it('keeps a child the same change makes valid and clears the rest down the chain (setValues)', async () => {
    const api = renderGrid({ columns, rows, linkageConfig });
    await waitFor(() => expect(cell(0, 's3').textContent).toBe('东城区'));
    act(() => api().setValues([{ id: 'a', values: { s1: '130000', s2: '130300' } }]));
    await waitFor(() =>
      expect(api().getAllValues()[0]).toMatchObject({ s1: '130000', s2: '130300', s3: '' }),
    );
    expect(cell(0, 's2').textContent).toBe('秦皇岛市');
  });
});

describe('linked selects whose options fail to load', () => {
  it('offer nothing, show the stored values and clear nothing', async () => {
    let calls = 0;
    const failing: GridLinkageConfig[] = [
      {
        key: 's1',
        requestData: () => {
          calls++;
          return Promise.reject(new Error('down'));
        },
      },
    ];
    const api = renderGrid({
      columns: [
        { key: 's1', title: '省', type: 'select', linkageKey: 's2' },
        { key: 's2', title: '市', type: 'select' },
      ],
      rows: [{ id: 'a', s1: '110000', s2: '110100' }],
      linkageConfig: failing,
    });
    await waitFor(() => expect(calls).toBe(2));
    expect(cell(0, 's1').textContent).toBe('110000');
    expect(cell(0, 's2').textContent).toBe('110100');
    act(() => api().setValues([{ id: 'a', values: { s1: '110000' } }]));
    expect(api().getAllValues()[0]).toMatchObject({ s1: '110000', s2: '110100' });
    expect(calls).toBe(2);
  });
});

describe('linked selects with realtime sync (spec 4)', () => {
  afterEach(() => FakeSocket.reset());
  const REGIONS = [
    { text: '北京市', value: '110000', parent: '' },
    { text: '河北省', value: '130000', parent: '' },
    { text: '北京市辖区', value: '110100', parent: '110000' },
    { text: '秦皇岛市', value: '130300', parent: '130000' },
  ];
  const linkageConfig: GridLinkageConfig[] = [
    { key: 's1', requestData: (parent) => REGIONS.filter((region) => region.parent === parent) },
  ];
  const columns: GridColumn[] = [
    { key: 's1', title: '省', type: 'select', linkageKey: 's2' },
    { key: 's2', title: '市', type: 'select' },
  ];

  function renderSynced() {
    const api = renderGrid({
      columns,
      rows: [{ id: 'a', s1: '110000', s2: '110100' }],
      linkageConfig,
      sync: { userId: 'u1', socketKey: 'regions', pageId: 'p1', WebSocket: FakeSocket },
    });
    const socket = FakeSocket.latest();
    act(() => socket.open());
    return { api, socket };
  }

  it("clears the stale child after another table's parent change", async () => {
    const { api } = renderSynced();
    await waitFor(() => expect(cell(0, 's2').textContent).toBe('北京市辖区'));
    const frame = {
      type: 'update_vxe_table',
      data: { socketKey: 'regions', args: [{ id: 'a', s1: '130000', s2: '110100' }, 'other'] },
    };
    act(() => FakeSocket.latest().receive(frame));
    await waitFor(() => expect(api().getAllValues()[0]).toMatchObject({ s1: '130000', s2: '' }));
  });

  it('sends the edited row with its stale child already cleared', async () => {
    const { socket } = renderSynced();
    await waitFor(() => expect(cell(0, 's2').textContent).toBe('北京市辖区'));
    fireEvent.click(cell(0, 's1'));
    fireEvent.click(dropdownOption('河北省'));
    await waitFor(() => expect(cell(0, 's2').textContent).toBe(''));
    const sent = JSON.parse(socket.sent.at(-1) ?? '{}');
    expect(sent.data.args[0]).toMatchObject({ id: 'a', s1: '130000', s2: '' });
  });
});
