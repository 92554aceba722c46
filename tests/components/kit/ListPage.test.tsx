import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportApi } from '../../../providers/export-api';
import { defineResource, type ListDeclaration } from '../../../resources/kit';
import { storage } from '../../../src/lib/storage';
import {
  confirmDialog,
  ok,
  openDialog,
  presented,
  refused,
  renderList,
  routedRequester,
  rowOf,
  shownMessages,
  within,
  withTestRows,
} from './harness';
import positionResource from '../../../resources/system/position';

// The generic list over the real JeecgBoot data provider (resource `position`'s paths): what each
// user action sends and what the user is told (spec 7.5, 8.2, 6).

interface Item {
  id: string;
  name: string;
  code: string;
  postRank: string;
  postRank_dictText?: string;
  createTime: string;
}

const ROWS: Item[] = [
  {
    id: 'p1',
    name: '总经理',
    code: 'gm',
    postRank: '5',
    postRank_dictText: '正高级',
    createTime: '2026-01-06 10:00:00',
  },
  {
    id: 'p2',
    name: '出纳',
    code: 'cashier',
    postRank: '2',
    postRank_dictText: '助级',
    createTime: '2026-01-06 10:03:00',
  },
];
const PAGE = { records: ROWS, total: 12, size: 10, current: 1 };
const RANKS = [
  { value: '2', label: '助级' },
  { value: '5', label: '正高级' },
];

const declaration: ListDeclaration<Item> = {
  resource: withTestRows(positionResource),
  title: '职务管理',
  columns: [
    { field: 'name', title: '职务名称', sortable: true },
    { field: 'code', title: '职务编码' },
    { field: 'postRank', title: '职级', dictText: true },
    { field: 'createTime', title: '创建时间', sortable: true },
  ],
  search: [
    { kind: 'text', field: 'name', label: '职务名称' },
    { kind: 'select', field: 'postRank', label: '职级', options: RANKS },
  ],
  form: {
    fields: [
      { kind: 'text', field: 'code', label: '职务编码', required: true },
      { kind: 'text', field: 'name', label: '职务名称', required: true },
      { kind: 'select', field: 'postRank', label: '职级', options: RANKS, required: true },
    ],
  },
  exportFileName: '职务表',
  permissions: {
    add: 'position:add',
    edit: 'position:edit',
    delete: 'position:delete',
    batchDelete: 'position:batch_delete',
    export: 'position:export',
  },
};

const ALL_CODES = [
  'position:add',
  'position:edit',
  'position:delete',
  'position:batch_delete',
  'position:export',
];
const grant = (codes: readonly string[]) =>
  storage.set(
    'LOGIN_USER_BUTTON_AUTH',
    codes.map((action) => ({ action, type: '1' })),
  );

const LIST = 'GET /sys/position/list';
/** spec 7.5 `field`: the row key and the column fields, dictionary columns by their text. */
const FIELDS = 'id,name,code,postRank_dictText,createTime';
const listing = () => ok(PAGE);

beforeEach(() => grant(ALL_CODES));
afterEach(() => storage.clearSession());

const button = (name: RegExp | string) => screen.getByRole('button', { name });
const OK = /^确\s*定$/;

async function shownList(routes: Parameters<typeof routedRequester>[0] = {}) {
  const backend = routedRequester({ [LIST]: listing, ...routes });
  renderList(declaration, backend.request);
  await screen.findByRole('cell', { name: '总经理' });
  return backend;
}

// antd in jsdom is slow, and the machine is shared: generous time per test.
describe('ListPage', { timeout: 60_000 }, () => {
  it('loads page 1 of 10 sorted by createTime desc and shows rows, dictionary texts and 共 N 条', async () => {
    const backend = await shownList();
    expect(backend.callsTo('/sys/position/list')[0]?.query).toEqual({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
      field: FIELDS,
    });
    expect(within(rowOf('总经理')).getByRole('cell', { name: '正高级' })).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

  it('searches with LIKE text and an exact select value, from page 1; 重置 clears them', async () => {
    const backend = await shownList();
    const form = screen.getByRole('search', { name: '查询条件' });
    fireEvent.change(within(form).getByPlaceholderText('请输入职务名称'), {
      target: { value: ' 经理 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.callsTo('/sys/position/list').at(-1)?.query).toEqual({
        name: '*经理*',
        column: 'createTime',
        order: 'desc',
        field: FIELDS,
        pageNo: 1,
        pageSize: 10,
      }),
    );

    // 查询 again with the same conditions reads the list again (fresh rows, same query), once
    // the first read is over (查询 is loading, and takes no click, while the list reads).
    const searchButton = within(form).getByRole('button', { name: /查\s*询/ });
    await waitFor(() => expect(searchButton).not.toHaveClass('ant-btn-loading'));
    const reads = backend.callsTo('/sys/position/list').length;
    fireEvent.click(searchButton);
    await waitFor(() => expect(backend.callsTo('/sys/position/list')).toHaveLength(reads + 1), {
      timeout: 5_000,
    });
    expect(backend.callsTo('/sys/position/list').at(-1)?.query).toMatchObject({ name: '*经理*' });

    fireEvent.click(within(form).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() =>
      expect(backend.callsTo('/sys/position/list').at(-1)?.query).toEqual({
        column: 'createTime',
        order: 'desc',
        field: FIELDS,
        pageNo: 1,
        pageSize: 10,
      }),
    );
  });

  it('edits from the row and PUTs the values with the id, then shows the server message', async () => {
    const backend = await shownList({ 'PUT /sys/position/edit': ok(null, '编辑成功!') });
    fireEvent.click(within(rowOf('出纳')).getByText('编辑'));
    const dialog = await openDialog('编辑');
    const name = within(dialog).getByPlaceholderText('请输入职务名称');
    await waitFor(() => expect(name).toHaveValue('出纳'));
    expect(within(dialog).getByPlaceholderText('请输入职务编码')).toHaveValue('cashier');

    fireEvent.change(name, { target: { value: '高级出纳' } });
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));

    await waitFor(() => expect(shownMessages()).toEqual(['编辑成功!']));
    expect(backend.callsTo('/sys/position/edit')).toEqual([
      {
        method: 'put',
        path: '/sys/position/edit',
        query: {},
        body: { code: 'cashier', name: '高级出纳', postRank: '2', id: 'p2' },
      },
    ]);
    // The list is read again after the save.
    await waitFor(() => expect(backend.callsTo('/sys/position/list')).toHaveLength(2));
  });

  it('a refused save warns once with the server message and keeps the form and its input', async () => {
    const backend = await shownList({ 'POST /sys/position/add': refused('职务编码已存在') });
    fireEvent.click(button(/新\s*增/));
    const dialog = await openDialog('新增');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入职务编码'), {
      target: { value: 'pm' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入职务名称'), {
      target: { value: '产品经理' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('助级'));
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));

    await waitFor(() => expect(shownMessages()).toEqual(['职务编码已存在']));
    expect(backend.callsTo('/sys/position/add')[0]?.body).toEqual({
      code: 'pm',
      name: '产品经理',
      postRank: '2',
    });
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(dialog).toBeVisible();
    expect(within(dialog).getByPlaceholderText('请输入职务名称')).toHaveValue('产品经理');
  });

  it('closing a changed form asks first; 取消 keeps it open', async () => {
    await shownList();
    fireEvent.click(button(/新\s*增/));
    const dialog = await openDialog('新增');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入职务名称'), {
      target: { value: '产品经理' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));

    const confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('您有未保存的修改，确定要离开吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(within(dialog).getByPlaceholderText('请输入职务名称')).toHaveValue('产品经理');
  });

  it('deletes a row after 确定删除吗? with its id', async () => {
    const backend = await shownList({ 'DELETE /sys/position/delete': ok(null, '删除成功!') });
    fireEvent.click(within(rowOf('出纳')).getByText('删除'));
    const confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('确定删除吗?');
    fireEvent.click(within(confirm).getByRole('button', { name: OK }));

    await waitFor(() => expect(shownMessages()).toEqual(['删除成功!']));
    expect(backend.callsTo('/sys/position/delete')[0]?.query).toEqual({ id: 'p2' });
  });

  it('batch delete with nothing selected says 请选择一条记录！ and sends nothing', async () => {
    const backend = await shownList();
    fireEvent.click(button(/批量删除/));
    await waitFor(() => expect(shownMessages()).toEqual(['请选择一条记录！']));
    expect(backend.callsTo('/sys/position/deleteBatch')).toEqual([]);
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
  });

  it('batch delete sends the selected ids comma-joined after 是否删除选中数据?', async () => {
    const backend = await shownList({ 'DELETE /sys/position/deleteBatch': ok(null, '删除成功!') });
    fireEvent.click(within(rowOf('总经理')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('出纳')).getByRole('checkbox'));
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    fireEvent.click(button(/批量删除/));
    const confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('是否删除选中数据?');
    fireEvent.click(within(confirm).getByRole('button', { name: OK }));

    await waitFor(() => expect(backend.callsTo('/sys/position/deleteBatch')).toHaveLength(1));
    expect(backend.callsTo('/sys/position/deleteBatch')[0]?.query).toEqual({ ids: 'p1,p2' });
    await waitFor(() => expect(screen.queryByText('已选择 2 项')).toBeNull());
  });

  it('a list failure already presented by the HTTP layer is not shown again; a refused list warns', async () => {
    const first = routedRequester({ [LIST]: presented() });
    const view = renderList(declaration, first.request);
    await waitFor(() => expect(first.calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shownMessages()).toEqual([]);
    view.unmount();

    const second = routedRequester({ [LIST]: refused('请注意，将要排序的列字段不存在：x') });
    renderList(declaration, second.request);
    await waitFor(() => expect(shownMessages()).toEqual(['请注意，将要排序的列字段不存在：x']));
    // Once: no retry, no Refine notification.
    expect(second.calls).toHaveLength(1);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('a resource without a list path says 请设置url.list属性! as an error', async () => {
    const backend = routedRequester({});
    renderList(
      { ...declaration, resource: defineResource({ name: 'nothing', endpoints: {} }) },
      backend.request,
    );
    await waitFor(() => expect(shownMessages()).toEqual(['请设置url.list属性!']));
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
    expect(backend.calls).toEqual([]);
  });

  it('exports the current conditions with the selected ids; an empty file says 文件下载失败', async () => {
    const exportXls = vi.fn<ExportApi['exportXls']>(async () => ({
      ok: false,
      message: '文件下载失败',
    }));
    const backend = routedRequester({ [LIST]: listing });
    renderList(declaration, backend.request, { exportXls });
    await screen.findByRole('cell', { name: '总经理' });
    fireEvent.click(within(rowOf('出纳')).getByRole('checkbox'));
    fireEvent.click(button(/导\s*出/));

    await waitFor(() => expect(shownMessages()).toEqual(['文件下载失败']));
    expect(exportXls).toHaveBeenCalledWith('/sys/position/exportXls', {
      filters: [],
      sorters: [],
      superQuery: undefined,
      defaultSort: undefined,
      selections: ['p2'],
    });
  });

  it('hides the buttons and links whose codes the user lacks (spec 6)', async () => {
    grant(['position:edit']);
    await shownList();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(within(rowOf('出纳')).getByText('编辑')).toBeInTheDocument();
    expect(within(rowOf('出纳')).getByText('详情')).toBeInTheDocument();
    expect(within(rowOf('出纳')).queryByText('删除')).toBeNull();
  });

  it('详情 shows the row with its dictionary text', async () => {
    await shownList();
    fireEvent.click(within(rowOf('总经理')).getByText('详情'));
    const title = await screen.findByText('详情', { selector: '.ant-drawer-title' });
    const drawer = title.closest<HTMLElement>('.ant-drawer-content') as HTMLElement;
    expect(within(drawer).getByText('正高级')).toBeInTheDocument();
    expect(within(drawer).getByText('gm')).toBeInTheDocument();
  });
});
