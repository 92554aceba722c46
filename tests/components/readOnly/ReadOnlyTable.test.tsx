import { render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ReadOnlyTable, type ReadOnlyColumn } from '../../../src/components/ReadOnlyTable';

interface Row {
  code: string;
  name: string;
  count: number;
  amount: string;
}

const ROWS: Row[] = [
  { code: 'C1', name: '甲公司', count: 3, amount: '12.50' },
  { code: 'C2', name: '乙公司', count: 1, amount: '7.00' },
];

const COLUMNS: ReadOnlyColumn<Row>[] = [
  { title: '客户', dataIndex: 'name', width: 80 },
  { title: '笔数', dataIndex: 'count', align: 'right' },
  { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (value) => `¥${value}` },
  { title: '序号', key: 'index', render: (_row, row, index) => `${index + 1}-${row.code}` },
];

const inLocale = (ui: ReactElement) =>
  render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ConfigProvider locale={zhCN} theme={{ token: { colorText: 'rgb(1, 2, 3)' } }}>
        {children}
      </ConfigProvider>
    ),
  });

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('ReadOnlyTable', () => {
  it('draws the header cells in column order, named by the table label', () => {
    inLocale(
      <ReadOnlyTable<Row>
        aria-label="客户排行"
        columns={COLUMNS}
        dataSource={ROWS}
        rowKey="code"
      />,
    );
    const table = screen.getByRole('table', { name: '客户排行' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['客户', '笔数', '金额（元）', '序号']);
  });

  it('draws each row through the columns, render given the value, the row and its index', () => {
    inLocale(<ReadOnlyTable<Row> columns={COLUMNS} dataSource={ROWS} rowKey="code" />);
    expect(bodyRows()).toEqual([
      ['甲公司', '3', '¥12.50', '1-C1'],
      ['乙公司', '1', '¥7.00', '2-C2'],
    ]);
  });

  it('aligns a column right in its header and its cells, and gives the widths it was given', () => {
    const { container } = inLocale(
      <ReadOnlyTable<Row> columns={COLUMNS} dataSource={ROWS} rowKey="code" />,
    );
    expect(screen.getByRole('columnheader', { name: '笔数' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('cell', { name: '3' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('cell', { name: '甲公司' })).not.toHaveAttribute('style');
    expect([...container.querySelectorAll('col')].map((col) => col.style.width)).toEqual(['80px']);
  });

  it('takes its colours from the theme', () => {
    inLocale(<ReadOnlyTable<Row> columns={COLUMNS} dataSource={ROWS} rowKey="code" />);
    expect(screen.getByRole('table').style.getPropertyValue('--read-only-table-color')).toBe(
      'rgb(1, 2, 3)',
    );
  });

  it('says there is no data across all columns when there are no rows', () => {
    inLocale(<ReadOnlyTable<Row> columns={COLUMNS} dataSource={[]} rowKey="code" />);
    const [, placeholder] = screen.getAllByRole('row');
    if (!placeholder) throw new Error('the table has no row under its header');
    const cell = within(placeholder).getByRole('cell');
    expect(cell).toHaveTextContent('暂无数据');
    expect(cell).toHaveAttribute('colspan', '4');
  });
});
