/**
 * select and select-search cells with allowInput / allowSearch (spec 3 "Grid column"; JeecgBoot's
 * select cell: typing searches the options, allowInput keeps a typed value that is no option).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EditableGrid,
  type EditableGridApi,
  type GridColumn,
} from '../../../src/components/EditableGrid';
import { dropdownOption } from '../dict/harness';

// The machine is shared: antd's first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });

function renderGrid(column: GridColumn) {
  const ref = createRef<EditableGridApi>();
  render(
    <AntdApp>
      <EditableGrid ref={ref} columns={[column]} rows={[{ id: 'a', city: 'bj' }]} />
    </AntdApp>,
  );
  return () => ref.current as EditableGridApi;
}

const cell = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement)
    .getAllByRole('gridcell')
    .find((element) => element.dataset.column === 'city') as HTMLElement;

const options = [
  { value: 'bj', text: '北京' },
  { value: 'sh', text: '上海' },
];
const column = (type: GridColumn['type'], settings: Partial<GridColumn>): GridColumn => ({
  key: 'city',
  title: '城市',
  type,
  options,
  ...settings,
});
const typeInCell = (text: string) => {
  const input = within(cell()).getByRole('combobox');
  fireEvent.change(input, { target: { value: text } });
  return input;
};

describe('allowInput', () => {
  it('select-search keeps a typed value that is no option (Enter)', () => {
    const api = renderGrid(column('select-search', { allowInput: true }));
    fireEvent.click(cell());
    fireEvent.keyDown(typeInCell('广州'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(api().getAllValues()[0]).toMatchObject({ city: '广州' });
    expect(cell().textContent).toBe('广州');
  });

  it('select keeps a typed value when the cell is left', () => {
    const api = renderGrid(column('select', { allowInput: true }));
    fireEvent.click(cell());
    typeInCell('深圳');
    fireEvent.mouseDown(document.body);
    expect(api().getAllValues()[0]).toMatchObject({ city: '深圳' });
  });

  it('without it typed text only searches: it is not kept', () => {
    const api = renderGrid(column('select', { allowSearch: true }));
    fireEvent.click(cell());
    fireEvent.keyDown(typeInCell('广州'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(api().getAllValues()[0]).toMatchObject({ city: 'bj' });
    expect(cell().textContent).toBe('北京');
  });
});

describe('allowSearch', () => {
  it('filters the options by their text', () => {
    renderGrid(column('select', { allowSearch: true }));
    fireEvent.click(cell());
    typeInCell('上');
    expect(dropdownOption('上海')).toBeTruthy();
    expect(() => dropdownOption('北京')).toThrow();
  });
});
