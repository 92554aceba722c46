import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TreeTable, type TreeTableRow } from '../../../src/components/TreeTable';
import { presented, refused, renderControlled, shownMessages } from './harness';

const COLUMNS = [
  { title: '分类名称', dataIndex: 'name', key: 'name' },
  { title: '分类编码', dataIndex: 'code', key: 'code' },
];
const ROOTS = {
  records: [
    { id: 'A01', name: '商户行业', code: 'A01', hasChildren: true },
    { id: 'A02', name: '产品类型', code: 'A02', hasChildren: true },
    { id: 'A03', name: '结算周期', code: 'A03', hasChildren: false },
  ],
  total: 3,
};
const CHILDREN = [
  { id: 'A01A01', name: '餐饮美食', code: 'A01A01', hasChildren: false },
  { id: 'A01A02', name: '零售百货', code: 'A01A02', hasChildren: false },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderTable(children: (parentId: string) => Promise<unknown>) {
  const loadRows = vi.fn((parentId?: string) =>
    parentId === undefined ? Promise.resolve(ROOTS) : children(parentId),
  );
  renderControlled(() => <TreeTable columns={COLUMNS} loadRows={loadRows} />);
  return loadRows;
}

const row = (name: string) => {
  const cell = screen.getByText(name);
  const found = cell.closest<HTMLElement>('tr');
  if (!found) throw new Error(`no row ${name}`);
  return found;
};
const expandIcon = (name: string) => {
  const icon = row(name).querySelector<HTMLElement>('.ant-table-row-expand-icon');
  if (!icon) throw new Error(`no expand icon in ${name}`);
  return icon;
};
const hasChildrenIcon = (name: string) =>
  !expandIcon(name).classList.contains('ant-table-row-expand-icon-spaced');

describe('TreeTable (JTreeTable, spec 4, 7.3, 8.2)', { timeout: 20_000 }, () => {
  it('loads the top level (records of a page) and marks rows with children expandable', async () => {
    const loadRows = renderTable(async () => CHILDREN);
    await wait(0);

    expect(loadRows).toHaveBeenCalledWith();
    expect(hasChildrenIcon('商户行业')).toBe(true);
    expect(hasChildrenIcon('结算周期')).toBe(false);
  });

  it('shows loading... while the first expansion loads the children, then the children', async () => {
    let answer: (rows: TreeTableRow[]) => void = () => undefined;
    const loadRows = renderTable(() => new Promise((resolve) => (answer = resolve)));
    await wait(0);

    fireEvent.click(expandIcon('商户行业'));
    expect(screen.getByText('loading...')).toBeInTheDocument();
    expect(loadRows).toHaveBeenLastCalledWith('A01');
    answer(CHILDREN);
    await wait(0);

    expect(screen.queryByText('loading...')).toBeNull();
    expect(within(row('餐饮美食')).getByText('A01A01')).toBeInTheDocument();
    // Collapsing and expanding again does not load again.
    fireEvent.click(expandIcon('商户行业'));
    fireEvent.click(expandIcon('商户行业'));
    expect(loadRows).toHaveBeenCalledTimes(2);
  });

  it('removes the children when none come back', async () => {
    renderTable(async () => []);
    await wait(0);
    fireEvent.click(expandIcon('产品类型'));
    await wait(0);
    expect(hasChildrenIcon('产品类型')).toBe(false);
  });

  it('tries a failed opening again 3 times, 100 ms apart, then says 打开子表失败', async () => {
    const children = vi.fn(() => Promise.reject(new Error('socket closed')));
    renderTable(children);
    await wait(0);
    fireEvent.click(expandIcon('商户行业'));
    await wait(0);
    expect(children).toHaveBeenCalledTimes(1);
    await wait(99);
    expect(children).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(children).toHaveBeenCalledTimes(2);
    await wait(200);

    expect(children).toHaveBeenCalledTimes(4);
    expect(shownMessages()).toEqual(['error:打开子表失败']);
    // Collapsed again, with its placeholder, so another expansion tries again.
    expect(expandIcon('商户行业').classList).toContain('ant-table-row-expand-icon-collapsed');
  });

  it('succeeds on a retry without any message', async () => {
    const children = vi
      .fn<(parentId: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('socket closed'))
      .mockResolvedValueOnce(CHILDREN);
    renderTable(children);
    await wait(0);
    fireEvent.click(expandIcon('商户行业'));
    await wait(100);

    expect(screen.getByText('餐饮美食')).toBeInTheDocument();
    expect(shownMessages()).toEqual([]);
  });

  it('says 返回数据类型不识别 when replies hold neither a list nor records', async () => {
    const children = vi.fn(async () => ({ rows: CHILDREN }));
    renderTable(children);
    await wait(0);
    fireEvent.click(expandIcon('商户行业'));
    await wait(300);

    expect(children).toHaveBeenCalledTimes(4);
    expect(shownMessages()).toEqual(['error:返回数据类型不识别']);
  });

  it('shows a refusal as a warning at once, without retrying', async () => {
    const children = vi.fn(() => Promise.reject(refused('查询无果')));
    renderTable(children);
    await wait(0);
    fireEvent.click(expandIcon('商户行业'));
    await wait(300);

    expect(children).toHaveBeenCalledTimes(1);
    expect(shownMessages()).toEqual(['warning:查询无果']);
  });

  it('neither retries nor repeats an HTTP failure the HTTP layer has shown', async () => {
    const children = vi.fn(() => Promise.reject(presented()));
    renderTable(children);
    await wait(0);
    fireEvent.click(expandIcon('商户行业'));
    await wait(300);

    expect(children).toHaveBeenCalledTimes(1);
    expect(shownMessages()).toEqual([]);
  });

  it('says 返回数据类型不识别 for a top level that is not a list', async () => {
    renderControlled(() => (
      <TreeTable columns={COLUMNS} loadRows={() => Promise.resolve({ total: 0 })} />
    ));
    await wait(0);
    expect(shownMessages()).toEqual(['error:返回数据类型不识别']);
  });
});
