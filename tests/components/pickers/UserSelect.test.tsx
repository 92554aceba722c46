import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PickerApiModule from '../../../providers/picker-api';
import { UserSelect } from '../../../src/components/UserSelect';
import { lastQueryTo, queriesTo, serve } from './backend';
import {
  ADMIN,
  DEPART_TREE,
  FINANCE_ID,
  HUANGMIN,
  LINA,
  page,
  WANGFANG,
  ZHANGWEI,
  ZHOUQIANG,
} from './fixtures';
import { modalTitled, renderPicker, rowOf, sysFailure, sysOk, treeNode, userEvent } from './render';

vi.mock('../../../providers/picker-api', async (importOriginal) =>
  (await import('./backend')).fakePickerModule(await importOriginal<typeof PickerApiModule>()),
);

const USERS = '/sys/user/queryUserComponentData';
const TITLE = '根据部门选择用户';
const OK = /^确\s*定$/;

/** Page 1 holds the first five users, page 2 the others; a department lists its own. */
function usersReply(url: URL) {
  if (url.searchParams.get('departId') === FINANCE_ID) return sysOk(page([ZHANGWEI, HUANGMIN], 2));
  return url.searchParams.get('pageNo') === '2'
    ? sysOk(page([ZHOUQIANG], 12))
    : sysOk(page([ADMIN, ZHANGWEI, LINA, WANGFANG, HUANGMIN], 12));
}

beforeEach(() => {
  serve({
    [USERS]: usersReply,
    '/sys/sysDepart/queryTreeList': sysOk(DEPART_TREE),
    '/sys/user/getMultiUser': (url: URL) =>
      [ZHANGWEI, LINA, WANGFANG].filter((user) =>
        (url.searchParams.get('username') ?? url.searchParams.get('id') ?? '')
          .split(',')
          .some((value) => value === user.username || value === user.id),
      ),
  });
});

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: '选择用户' }));
  await screen.findByText('共 12 条');
  return modalTitled(TITLE);
}

describe('UserSelect and 根据部门选择用户', { timeout: 90_000 }, () => {
  it('asks for the first page of users on open and lists them with sex as text', async () => {
    renderPicker(<UserSelect />);

    const modal = await openModal();

    expect(queriesTo(USERS)).toEqual([
      {
        pageNo: '1',
        pageSize: '10',
        column: 'createTime',
        order: 'desc',
        field: 'id,,username,realname,sex,phone,orgCodeTxt',
      },
    ]);
    const lina = rowOf(modal, 'lina');
    expect(within(lina).getByText('李娜')).toBeInTheDocument();
    expect(within(lina).getByText('女')).toBeInTheDocument();
    expect(within(lina).getByText('13905710002')).toBeInTheDocument();
    expect(within(lina).getByText('清算中心')).toBeInTheDocument();
    expect(within(rowOf(modal, 'zhangwei')).getByText('男')).toBeInTheDocument();
    expect(modal.style.width).toBe('1250px');
  });

  it('lists the users of a clicked department from page 1', async () => {
    renderPicker(<UserSelect />);
    const modal = await openModal();

    await userEvent.click(await waitFor(() => treeNode(modal, '财务部')));

    await within(modal).findByText('共 2 条');
    expect(lastQueryTo(USERS)).toMatchObject({ departId: FINANCE_ID, pageNo: '1' });
    expect(within(modal).queryByText('lina')).toBeNull();
  });

  it('searches by account and resets the search and the department', async () => {
    renderPicker(<UserSelect />);
    const modal = await openModal();
    await userEvent.click(await waitFor(() => treeNode(modal, '财务部')));
    await within(modal).findByText('共 2 条');

    await userEvent.type(within(modal).getByLabelText('按账号搜索'), 'zhang{Enter}');
    await waitFor(() =>
      expect(lastQueryTo(USERS)).toMatchObject({ username: 'zhang', departId: FINANCE_ID }),
    );

    await userEvent.click(within(modal).getByRole('button', { name: /重置/ }));
    await waitFor(() => expect(lastQueryTo(USERS)).not.toHaveProperty('departId'));
    expect(lastQueryTo(USERS)).not.toHaveProperty('username');
    expect(within(modal).getByLabelText('按账号搜索')).toHaveValue('');
  });

  it('keeps users chosen on one page when another page is chosen from, and emits user names', async () => {
    const onChange = vi.fn();
    renderPicker(<UserSelect onChange={onChange} />);
    const modal = await openModal();

    await userEvent.click(within(rowOf(modal, 'zhangwei')).getByRole('checkbox'));
    await userEvent.click(within(modal).getByTitle('2'));
    await waitFor(() => expect(lastQueryTo(USERS)).toMatchObject({ pageNo: '2' }));
    await userEvent.click(within(await findRow(modal, 'zhouqiang')).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));

    expect(onChange).toHaveBeenCalledWith('zhangwei,zhouqiang');
  });

  it('asks for the new page size from page 1', async () => {
    renderPicker(<UserSelect />);
    const modal = await openModal();

    await userEvent.click(within(modal).getByTitle('2'));
    await waitFor(() => expect(lastQueryTo(USERS)).toMatchObject({ pageNo: '2' }));
    await userEvent.click(within(modal).getByText('10 / page'));
    await userEvent.click(await screen.findByText('20 / page'));

    await waitFor(() => expect(lastQueryTo(USERS)).toMatchObject({ pageNo: '1', pageSize: '20' }));
  });

  it('shows the names of an existing value and comes up with those users chosen', async () => {
    const onChange = vi.fn();
    renderPicker(<UserSelect value="zhangwei,lina" onChange={onChange} />);

    expect(await screen.findByText('张伟')).toBeInTheDocument();
    expect(screen.getByText('李娜')).toBeInTheDocument();
    expect(lastQueryTo('/sys/user/getMultiUser')).toEqual({ username: 'zhangwei,lina,' });

    const modal = await openModal();
    await waitFor(() => expect(within(rowOf(modal, 'lina')).getByRole('checkbox')).toBeChecked());
    expect(within(rowOf(modal, 'zhangwei')).getByRole('checkbox')).toBeChecked();
    await userEvent.click(within(rowOf(modal, 'wangfang')).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));

    expect(onChange).toHaveBeenCalledWith('zhangwei,lina,wangfang');
  });

  it('picks one user by radio and stores the id when asked to', async () => {
    const onChange = vi.fn();
    renderPicker(<UserSelect multi={false} store="id" onChange={onChange} />);
    const modal = await openModal();

    await userEvent.click(within(rowOf(modal, 'zhangwei')).getByRole('radio'));
    await userEvent.click(within(rowOf(modal, 'lina')).getByRole('radio'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));

    expect(onChange).toHaveBeenCalledWith(LINA.id);
  });

  it('drops a user whose tag is removed', async () => {
    const onChange = vi.fn();
    renderPicker(<UserSelect value="zhangwei,lina" onChange={onChange} />);
    const tag = (await screen.findByText('张伟')).closest<HTMLElement>(
      '.ant-select-selection-item',
    );
    if (!tag) throw new Error('no tag');

    const remove = tag.querySelector('.ant-select-selection-item-remove');
    if (!remove) throw new Error('no remove icon');
    await userEvent.click(remove);

    expect(onChange).toHaveBeenCalledWith('lina');
  });

  it('warns with the server message of a failed list and stays usable', async () => {
    serve({
      [USERS]: sysFailure('用户数据加载失败'),
      '/sys/sysDepart/queryTreeList': sysOk(DEPART_TREE),
    });
    renderPicker(<UserSelect />);

    await userEvent.click(screen.getByRole('button', { name: '选择用户' }));

    expect(await screen.findByText('用户数据加载失败')).toBeInTheDocument();
    const modal = modalTitled(TITLE);
    expect(within(modal).getByText('暂无数据')).toBeInTheDocument();
    serve({ [USERS]: usersReply, '/sys/sysDepart/queryTreeList': sysOk(DEPART_TREE) });
    await userEvent.click(within(modal).getByRole('button', { name: /重置/ }));
    expect(await within(modal).findByText('共 12 条')).toBeInTheDocument();
  });
});

async function findRow(container: HTMLElement, text: string) {
  await within(container).findByText(text);
  return rowOf(container, text);
}
