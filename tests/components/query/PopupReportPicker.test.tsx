import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReportApi } from '../../../providers/report-api';
import {
  PopupReportPicker,
  type PopupReportPickerProps,
} from '../../../src/components/PopupReportPicker';
import { createTestHttp, json, sysOk, type SentRequest } from '../../unit/http/support';
import { button, dialog, renderWidget, toast, userEvent } from './harness';

const REPORT_ID = '1768000001038091230';

const COLUMNS = {
  columns: [
    { title: '账号', dataIndex: 'username', sorter: 'true', align: 'center' },
    { title: '姓名', dataIndex: 'realname', sorter: 'true', align: 'center' },
    { title: '性别', dataIndex: 'sex', sorter: 'false', align: 'center', customRender: 'sex' },
  ],
  dictOptions: {
    sex: [
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ],
  },
  cgRpConfigId: REPORT_ID,
  cgRpConfigName: '用户选择',
};

const QUERY_INFO = [
  { label: '账号', field: 'username', view: 'text', mode: 'single' },
  { label: '部门', field: 'depId', view: 'text', mode: 'single' },
];

const ROWS = [
  { id: 'u1', username: 'admin', realname: '系统管理员', sex: 1 },
  { id: 'u2', username: 'zhangwei', realname: '张伟', sex: 1 },
  { id: 'u3', username: 'lina', realname: '李娜', sex: 2 },
];

type Reply = (request: SentRequest) => unknown;

const reportBackend: Reply = (request) => {
  const path = request.url.pathname;
  if (path.endsWith(`/getRpColumns/rp_select_user`)) return sysOk(COLUMNS);
  if (path.endsWith(`/getQueryInfo/${REPORT_ID}`)) return sysOk(QUERY_INFO);
  if (path.endsWith(`/getData/${REPORT_ID}`)) return sysOk({ total: 23, records: ROWS });
  return { success: false, message: '实体不存在', code: 500, result: null };
};

function renderPicker(props: Partial<PopupReportPickerProps> = {}, reply: Reply = reportBackend) {
  const test = createTestHttp({ reply: (request) => json(reply(request)) });
  const onChange = vi.fn();
  const onSelect = vi.fn();
  renderWidget(
    <PopupReportPicker
      code="rp_select_user"
      field="account"
      orgFields="username,realname"
      destFields="account,name"
      api={createReportApi(test.http)}
      onChange={onChange}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { sent: test.sent, onChange, onSelect };
}

/** Path and query of each report call, without the cache buster. */
const calls = (sent: SentRequest[]) =>
  sent.map((request) => {
    const query = Object.fromEntries(request.url.searchParams);
    delete query._t;
    return { path: request.url.pathname.replace('/admin/online/cgreport/api/', ''), query };
  });

async function openPicker() {
  await userEvent.click(screen.getByLabelText('选择'));
  const box = await dialog('用户选择');
  await within(box).findByText('系统管理员');
  return box;
}

const cell = (box: HTMLElement, text: string) => within(box).getByText(text, { selector: 'td' });

afterEach(() => {
  localStorage.clear();
});

describe('PopupReportPicker (spec 2.10, 5.4, 7.5)', { timeout: 60_000 }, () => {
  it.each([
    { props: { code: '' }, error: 'popup参数未正确配置!' },
    { props: { destFields: '' }, error: 'popup参数未正确配置!' },
    { props: { orgFields: 'username' }, error: 'popup参数未正确配置,原始值和目标值数量不一致!' },
  ])('says $error and offers no input for $props', async ({ props, error }) => {
    const { sent } = renderPicker(props);

    await toast('error', error);
    expect(screen.queryByLabelText('选择')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('makes the three report calls in order: columns, search fields, first page', async () => {
    const { sent } = renderPicker({ sorter: 'username=desc', param: { depId: "'D01'" } });

    const box = await openPicker();

    expect(box.style.width).toBe('1200px');
    expect(calls(sent)).toEqual([
      { path: 'getRpColumns/rp_select_user', query: {} },
      { path: `getQueryInfo/${REPORT_ID}`, query: {} },
      {
        path: `getData/${REPORT_ID}`,
        query: {
          pageNo: '1',
          pageSize: '10',
          column: 'username',
          order: 'desc',
          self_depId: "'D01'",
          depId: 'D01',
        },
      },
    ]);
    expect(within(box).getAllByText('男', { selector: 'td' })).toHaveLength(2);
    expect(within(box).getByText('1-10 共23条')).toBeInTheDocument();
  });

  it('searches, sorts and pages through getData', async () => {
    const { sent } = renderPicker();
    const box = await openPicker();

    await userEvent.click(within(box).getByLabelText('username'));
    await userEvent.paste('adm');
    await userEvent.click(button(box, '查询'));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(calls(sent)[3]?.query).toEqual({ pageNo: '1', pageSize: '10', username: 'adm' });

    await userEvent.click(
      within(box).getAllByText('账号', { selector: '.ant-table-column-title' })[0]!,
    );
    await waitFor(() => expect(sent).toHaveLength(5));
    expect(calls(sent)[4]?.query).toMatchObject({
      column: 'username',
      order: 'asc',
      username: 'adm',
    });

    await userEvent.click(within(box).getByTitle('2'));
    await waitFor(() => expect(sent).toHaveLength(6));
    expect(calls(sent)[5]?.query).toMatchObject({
      pageNo: '2',
      column: 'username',
      username: 'adm',
    });
  });

  it('asks the set-up calls again only after 30 s', async () => {
    const { sent } = renderPicker();
    await openPicker();
    await userEvent.click(button(await dialog('用户选择'), '关闭'));

    await openPicker();

    expect(calls(sent).map((call) => call.path)).toEqual([
      'getRpColumns/rp_select_user',
      `getQueryInfo/${REPORT_ID}`,
      `getData/${REPORT_ID}`,
      `getData/${REPORT_ID}`,
    ]);
  });

  it('in single mode wants exactly one row and copies it to the destination fields', async () => {
    const { onChange, onSelect } = renderPicker();
    const box = await openPicker();

    await userEvent.click(button(box, '确定'));
    await toast('warning', '请选择一条记录');
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(cell(box, '系统管理员'));
    await userEvent.click(cell(box, '张伟'));
    expect(box.querySelector('.ant-alert')?.textContent).toContain('已选择 1 项');
    await userEvent.click(button(box, '确定'));

    const record = { account: 'zhangwei', name: '张伟' };
    expect(onChange).toHaveBeenCalledWith('zhangwei', record);
    expect(onSelect).toHaveBeenCalledWith(record);
  });

  it('in multi mode joins the chosen rows with the spliter and shows them comma-separated', async () => {
    const { onChange, onSelect } = renderPicker({ multi: true, spliter: '|' });
    const box = await openPicker();

    await userEvent.click(cell(box, '系统管理员'));
    await userEvent.click(cell(box, '李娜'));
    await userEvent.click(button(box, '确定'));

    expect(onChange).toHaveBeenCalledWith('admin|lina', {
      account: 'admin|lina',
      name: '系统管理员|李娜',
    });
    expect(onSelect).toHaveBeenCalledWith({ account: 'admin|lina', name: '系统管理员|李娜' });
  });

  it('shows the value comma-separated and clears every destination field', async () => {
    const { onChange, onSelect } = renderPicker({ value: 'admin|lina', spliter: '|' });

    expect(screen.getByDisplayValue('admin,lina')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('清空'));

    expect(onChange).toHaveBeenCalledWith('', { account: '', name: '' });
    expect(onSelect).toHaveBeenCalledWith({ account: '', name: '' });
  });

  it('warns with the server message and closes when the report is unknown', async () => {
    const { sent } = renderPicker({ code: 'rp_missing' });

    await userEvent.click(screen.getByLabelText('选择'));

    await toast('warning', '实体不存在');
    expect(calls(sent).map((call) => call.path)).toEqual(['getRpColumns/rp_missing']);
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
  });

  it('opens 900 wide as the biz-select variant', async () => {
    renderPicker({ variant: 'bizSelect' });

    const box = await openPicker();

    expect(box.style.width).toBe('900px');
  });
});
