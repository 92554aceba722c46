import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainTable, type PlainColumn } from '../../../src/components/PlainTable';

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

const COLUMNS: PlainColumn<Row>[] = [
  { title: '客户', dataIndex: 'name', width: 80 },
  { title: '笔数', dataIndex: 'count', align: 'right' },
  { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (value) => `¥${value}` },
  { title: '序号', key: 'index', render: (_row, row, index) => `${index + 1}-${row.code}` },
];

const inLocale = (ui: ReactElement) =>
  render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ConfigProvider locale={zhCN}>{children}</ConfigProvider>
    ),
  });

describe('PlainTable', () => {
  it('draws the header cells in column order', () => {
    inLocale(<PlainTable<Row> columns={COLUMNS} dataSource={ROWS} rowKey="code" />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['客户', '笔数', '金额（元）', '序号']);
    expect(headers[0]).toHaveClass('ant-table-cell');
  });

  it('draws each row through the columns, render given the value, the row and its index', () => {
    inLocale(<PlainTable<Row> columns={COLUMNS} dataSource={ROWS} rowKey="code" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['甲公司', '3', '¥12.50', '1-C1'],
      ['乙公司', '1', '¥7.00', '2-C2'],
    ]);
    expect(rows[1]).toHaveAttribute('data-row-key', 'C2');
  });

  it('keys rows by a function as well', () => {
    inLocale(
      <PlainTable<Row> columns={COLUMNS} dataSource={ROWS} rowKey={(row) => `k-${row.code}`} />,
    );
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('data-row-key', 'k-C1');
  });

  it('aligns a column right in its header and its cells', () => {
    inLocale(<PlainTable<Row> columns={COLUMNS} dataSource={ROWS} rowKey="code" />);
    expect(screen.getByRole('columnheader', { name: '笔数' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('cell', { name: '3' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('cell', { name: '甲公司' })).not.toHaveAttribute('style');
  });

  it('says there is no data when there are no rows', () => {
    const { container } = inLocale(
      <PlainTable<Row> columns={COLUMNS} dataSource={[]} rowKey="code" />,
    );
    expect(container.querySelector('.ant-empty-description')).toHaveTextContent('暂无数据');
    expect(container.querySelector('.ant-table')).toHaveClass('ant-table-empty');
    expect(container.querySelector('.ant-table-placeholder td')).toHaveAttribute('colspan', '4');
  });

  it.each([
    ['rows', ROWS, 'small'],
    ['no rows', [], 'small'],
    ['rows at the default size', ROWS, undefined],
    ['rows at the middle size', ROWS, 'middle'],
  ] as const)('draws the same elements as antd’s Table with %s', (_case, rows, size) => {
    const plain = inLocale(
      <PlainTable<Row> size={size} columns={COLUMNS} dataSource={rows} rowKey="code" />,
    );
    const antd = inLocale(
      <Table<Row>
        size={size}
        pagination={false}
        columns={COLUMNS}
        dataSource={rows}
        rowKey="code"
      />,
    );
    expect(plain.container.innerHTML).toBe(antd.container.innerHTML);
  });

  it('shades the row under the pointer as antd does, by a class on its cells', () => {
    const plain = inLocale(<PlainTable<Row> columns={COLUMNS} dataSource={ROWS} rowKey="code" />);
    const antd = inLocale(
      <Table<Row> pagination={false} columns={COLUMNS} dataSource={ROWS} rowKey="code" />,
    );
    const hoverCell = (container: HTMLElement): Element => {
      const cell = container.querySelectorAll('tbody td')[5];
      if (!cell) throw new Error('the table has no sixth cell');
      return cell;
    };
    fireEvent.mouseEnter(hoverCell(plain.container));
    fireEvent.mouseEnter(hoverCell(antd.container));
    const shaded = plain.container.querySelectorAll('.ant-table-cell-row-hover');
    expect([...shaded].map((cell) => cell.textContent)).toEqual(['乙公司', '1', '¥7.00', '2-C2']);
    expect(plain.container.innerHTML).toBe(antd.container.innerHTML);

    fireEvent.mouseLeave(hoverCell(plain.container));
    fireEvent.mouseLeave(hoverCell(antd.container));
    expect(plain.container.querySelector('.ant-table-cell-row-hover')).toBeNull();
    expect(plain.container.innerHTML).toBe(antd.container.innerHTML);
  });
});
