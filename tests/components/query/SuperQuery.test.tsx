import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DictApiModule from '../../../providers/dict-api';
import { SuperQuery, type QueryField } from '../../../src/components/SuperQuery';
import {
  button,
  choose,
  confirmation,
  dialog,
  gone,
  renderWidget,
  toast,
  userEvent,
} from './harness';
import { ApiError } from '../../../providers/http/httpError';

const dict = vi.hoisted(() => ({ loadDictItems: vi.fn() }));

vi.mock('../../../providers/dict-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DictApiModule>()),
  ...dict,
}));

beforeEach(() => {
  dict.loadDictItems.mockReset();
  dict.loadDictItems.mockResolvedValue([
    { value: '1', text: '正常' },
    { value: '2', text: '冻结' },
  ]);
});

const FIELDS: QueryField[] = [
  { value: 'username', text: '账号', type: 'string' },
  {
    value: 'sex',
    text: '性别',
    type: 'select',
    dictCode: 'sex',
    options: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'status', text: '状态', type: 'list', dictCode: 'user_status', dbType: 'int' },
];

const STORED_KEY = 'pro__JSuperQuerySaved_/system/user';

afterEach(() => {
  localStorage.clear();
});

function renderQuery(props: { saveCode?: string } = {}) {
  const onSearch = vi.fn();
  renderWidget(<SuperQuery fields={FIELDS} onSearch={onSearch} {...props} />);
  return { onSearch };
}

async function openBuilder() {
  await userEvent.click(trigger());
  return dialog('高级查询构造器');
}

const row = (box: HTMLElement, number: number) => within(box).getByLabelText(`条件${number}`);
const rowCount = (box: HTMLElement) => within(box).getAllByLabelText(/^条件\d+$/).length;
const trigger = () => screen.getByText('高级查询', { selector: 'button span' });

async function fillUsername(box: HTMLElement, value: string, number = 1) {
  await choose(row(box, number), '查询字段', '账号');
  const input = within(row(box, number)).getByLabelText('查询值', { selector: 'input' });
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(STORED_KEY) ?? 'null');
}

async function saveAs(box: HTMLElement, name: string) {
  await userEvent.click(button(box, '保存查询条件'));
  const prompt = await dialog('请输入保存的名称');
  if (name) {
    await userEvent.click(within(prompt).getByLabelText('保存名称'));
    await userEvent.paste(name);
  }
  await userEvent.click(button(prompt, '确定'));
  return prompt;
}

describe('SuperQuery (spec 2.10, 4, 5.4)', { timeout: 60_000 }, () => {
  it('opens 高级查询构造器 at 1000 px with one blank eq row and only 等于 offered', async () => {
    renderQuery();
    const box = await openBuilder();

    expect(box.style.width).toBe('1000px');
    expect(rowCount(box)).toBe(1);
    await userEvent.click(within(row(box, 1)).getByLabelText('匹配规则', { selector: 'input' }));
    const rules = document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    expect([...rules].map((option) => option.textContent)).toEqual(['等于']);
  });

  it('warns 不能查询空条件 and searches nothing when no row is complete', async () => {
    const { onSearch } = renderQuery();
    const box = await openBuilder();
    await choose(row(box, 1), '查询字段', '账号');

    await userEvent.click(button(box, '查询'));

    await toast('warning', '不能查询空条件');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('emits the complete rows as conditions with match type and', async () => {
    const { onSearch } = renderQuery();
    const box = await openBuilder();
    await fillUsername(box, 'admin');
    await userEvent.click(within(row(box, 1)).getByLabelText('添加条件'));
    await choose(row(box, 2), '查询字段', '性别');
    await choose(row(box, 2), '查询值', '女');
    await userEvent.click(within(row(box, 2)).getByLabelText('添加条件'));

    await userEvent.click(button(box, '查询'));

    expect(onSearch).toHaveBeenCalledWith(
      [
        { field: 'username', rule: 'eq', val: 'admin', type: 'string' },
        { field: 'sex', rule: 'eq', val: '2', type: 'select', dictCode: 'sex' },
      ],
      'and',
    );
  });

  it('removes a row and resets to one blank row, clearing the list', async () => {
    const { onSearch } = renderQuery();
    const box = await openBuilder();
    await fillUsername(box, 'admin');
    await userEvent.click(within(row(box, 1)).getByLabelText('添加条件'));
    await userEvent.click(within(row(box, 1)).getByLabelText('删除条件'));
    expect(rowCount(box)).toBe(1);
    expect(within(row(box, 1)).queryByText('账号')).toBeNull();

    await fillUsername(box, 'admin');
    await userEvent.click(button(box, '重置'));

    expect(rowCount(box)).toBe(1);
    expect(within(row(box, 1)).queryByText('账号')).toBeNull();
    expect(onSearch).toHaveBeenLastCalledWith([], 'and');
  });

  it('closes on 关闭 while the list is still loading its search', async () => {
    renderWidget(<SuperQuery fields={FIELDS} onSearch={vi.fn()} loading />);
    const box = await openBuilder();

    await userEvent.click(button(box, '关闭'));

    await waitFor(() => expect(box).not.toBeVisible());
  });

  it('shows that conditions are in force and clears them from the tooltip', async () => {
    const { onSearch } = renderQuery();
    const box = await openBuilder();
    await fillUsername(box, 'admin');
    await userEvent.click(button(box, '查询'));
    await userEvent.click(button(box, '关闭'));

    await userEvent.hover(trigger());
    expect(await screen.findByText('已有高级查询条件生效')).toBeInTheDocument();
    await userEvent.click(screen.getByText('清空'));

    expect(onSearch).toHaveBeenLastCalledWith([], 'and');
    await userEvent.unhover(trigger());
    await userEvent.hover(trigger());
    await gone('已有高级查询条件生效');
  });

  it('refuses to save empty conditions or an empty name', async () => {
    renderQuery();
    const box = await openBuilder();

    await userEvent.click(button(box, '保存查询条件'));
    await toast('warning', '空条件不能保存');
    expect(screen.queryByText('请输入保存的名称')).toBeNull();

    await fillUsername(box, 'admin');
    await saveAs(box, '');
    await toast('warning', '保存名称不能为空');
    expect(stored()).toBeNull();
  });

  it('saves under the route path, lists the query and loads it back', async () => {
    const { onSearch } = renderQuery();
    const box = await openBuilder();
    await fillUsername(box, 'admin');

    await saveAs(box, '管理员');

    await toast('success', '保存成功');
    expect(stored()).toEqual({
      value: [
        {
          title: '管理员',
          matchType: 'and',
          records: [{ field: 'username', rule: 'eq', val: 'admin', type: 'string' }],
        },
      ],
      expire: null,
    });
    const saved = within(box).getByLabelText('保存的查询');
    await userEvent.click(button(box, '重置'));
    await userEvent.click(within(saved).getByText('管理员'));
    await userEvent.click(button(box, '查询'));
    expect(onSearch).toHaveBeenLastCalledWith(
      [{ field: 'username', rule: 'eq', val: 'admin', type: 'string' }],
      'and',
    );
  });

  it('asks before overwriting a name and overwrites only on OK', async () => {
    renderQuery({ saveCode: 'userList' });
    const box = await openBuilder();
    await fillUsername(box, 'admin');
    await saveAs(box, '常用');
    await fillUsername(box, 'root');

    const prompt = await saveAs(box, '常用');
    const ask = await confirmation('常用 已存在，是否覆盖？');
    await userEvent.click(button(ask, '取消'));
    const key = 'pro__JSuperQuerySaved_userList';
    expect(localStorage.getItem(key)).toContain('"val":"admin"');

    await userEvent.click(button(prompt, '确定'));
    await userEvent.click(button(await confirmation('常用 已存在，是否覆盖？'), '确定'));

    await waitFor(() => expect(localStorage.getItem(key)).toContain('"val":"root"'));
    expect(JSON.parse(localStorage.getItem(key) ?? '').value).toHaveLength(1);
    expect(localStorage.getItem(STORED_KEY)).toBeNull();
  });

  it('deletes a saved query after 是否删除当前查询？', async () => {
    localStorage.setItem(
      STORED_KEY,
      JSON.stringify({
        value: [
          {
            title: '管理员',
            matchType: 'and',
            records: [{ field: 'username', rule: 'eq', val: 'admin' }],
          },
          { title: '女性', matchType: 'and', records: [{ field: 'sex', rule: 'eq', val: '2' }] },
        ],
        expire: null,
      }),
    );
    renderQuery();
    const box = await openBuilder();

    await userEvent.click(within(box).getByLabelText('删除查询 管理员'));
    await userEvent.click(button(await confirmation('是否删除当前查询？'), '确定'));

    await waitFor(() => expect(within(box).queryByText('管理员')).toBeNull());
    expect(stored()).toEqual({
      value: [
        { title: '女性', matchType: 'and', records: [{ field: 'sex', rule: 'eq', val: '2' }] },
      ],
      expire: null,
    });
  });

  it('keeps only the first value when a loaded in condition switches to 等于', async () => {
    localStorage.setItem(
      STORED_KEY,
      JSON.stringify({
        value: [
          {
            title: '男或女',
            matchType: 'and',
            records: [{ field: 'sex', rule: 'in', val: '1,2', type: 'select', dictCode: 'sex' }],
          },
        ],
        expire: null,
      }),
    );
    const { onSearch } = renderQuery();
    const box = await openBuilder();
    await userEvent.click(within(box).getByText('男或女'));
    expect(within(row(box, 1)).getByText('在...中')).toBeInTheDocument();
    expect(within(row(box, 1)).getByText('男')).toBeInTheDocument();
    expect(within(row(box, 1)).getByText('女')).toBeInTheDocument();

    await choose(row(box, 1), '匹配规则', '等于');
    await userEvent.click(button(box, '查询'));

    expect(onSearch).toHaveBeenLastCalledWith(
      [{ field: 'sex', rule: 'eq', val: '1', type: 'select', dictCode: 'sex' }],
      'and',
    );
  });

  it('offers a dictionary field the items of its dictCode', async () => {
    const { onSearch } = renderQuery();
    const box = await openBuilder();

    await choose(row(box, 1), '查询字段', '状态');
    await choose(row(box, 1), '查询值', '冻结');
    await userEvent.click(button(box, '查询'));

    expect(dict.loadDictItems).toHaveBeenCalledWith('user_status');
    expect(onSearch).toHaveBeenLastCalledWith(
      [
        {
          field: 'status',
          rule: 'eq',
          val: '2',
          type: 'list',
          dbType: 'int',
          dictCode: 'user_status',
        },
      ],
      'and',
    );
  });

  it('warns with the server message when a dictionary cannot be loaded', async () => {
    dict.loadDictItems.mockRejectedValue(new ApiError('字典不存在', 'server'));
    renderQuery();
    const box = await openBuilder();

    await choose(row(box, 1), '查询字段', '状态');

    await toast('warning', '字典不存在');
  });
});
