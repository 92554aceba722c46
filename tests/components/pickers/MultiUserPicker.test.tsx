import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PickerApiModule from '../../../providers/picker-api';
import { MultiUserPicker } from '../../../src/components/MultiUserPicker';
import { lastQueryTo, queriesTo, serve } from './backend';
import { ADMIN, HUANGMIN, LINA, page, WANGFANG, ZHANGWEI } from './fixtures';
import { modalTitled, renderPicker, rowOf, sysOk, userEvent } from './render';

vi.mock('../../../providers/picker-api', async (importOriginal) =>
  (await import('./backend')).fakePickerModule(await importOriginal<typeof PickerApiModule>()),
);

const USERS = '/sys/user/list';
const MULTI = '/sys/user/getMultiUser';
const OK = /^确\s*定$/;

beforeEach(() => {
  serve({
    [USERS]: sysOk(page([ADMIN, ZHANGWEI, LINA, WANGFANG, HUANGMIN], 13)),
    // The real reply is a bare array (jeecg-contracts §2.2).
    [MULTI]: [ZHANGWEI, LINA],
  });
});

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
  await screen.findByText('共 13 条');
  return modalTitled('用户选择');
}

describe('MultiUserPicker', { timeout: 90_000 }, () => {
  it('shows the names of existing user names, looked up with getMultiUser', async () => {
    renderPicker(<MultiUserPicker value="zhangwei,lina" />);

    expect(await screen.findByText('张伟')).toBeInTheDocument();
    expect(screen.getByText('李娜')).toBeInTheDocument();
    expect(queriesTo(MULTI)).toEqual([{ username: 'zhangwei,lina,' }]);
  });

  it('lists name, account, phone and birthday and comes up with the value chosen', async () => {
    renderPicker(<MultiUserPicker value="zhangwei,lina" />);
    await screen.findByText('张伟');

    const modal = await openPicker();

    expect(lastQueryTo(USERS)).toEqual({
      pageNo: '1',
      pageSize: '5',
      column: 'createTime',
      order: 'desc',
    });
    const row = rowOf(modal, 'wangfang');
    expect(within(row).getByText('王芳')).toBeInTheDocument();
    expect(within(row).getByText('13905710003')).toBeInTheDocument();
    expect(within(row).getByText('1988-11-30')).toBeInTheDocument();
    expect(within(rowOf(modal, 'lina')).getByRole('checkbox')).toBeChecked();
    expect(modal.style.width).toBe('1200px');
  });

  it('filters by account, sex and birthday', async () => {
    renderPicker(<MultiUserPicker />);
    const modal = await openPicker();

    await userEvent.type(within(modal).getByPlaceholderText('请输入账号'), 'li');
    await userEvent.click(within(modal).getByText('请选择性别'));
    await userEvent.click(await screen.findByTitle('女'));
    await userEvent.type(within(modal).getByPlaceholderText('请选择出生日期'), '1992-03-08{Enter}');
    await userEvent.click(within(modal).getByRole('button', { name: /查\s*询/ }));

    await waitFor(() =>
      expect(lastQueryTo(USERS)).toMatchObject({
        username: '*li*',
        sex: '2',
        birthday: '1992-03-08',
        pageNo: '1',
      }),
    );
  });

  it('adds to an existing value and emits user names, or ids with returnId', async () => {
    const onChange = vi.fn();
    const { unmount } = renderPicker(<MultiUserPicker value="zhangwei,lina" onChange={onChange} />);
    await screen.findByText('张伟');
    let modal = await openPicker();

    await userEvent.click(within(rowOf(modal, 'huangmin')).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));
    expect(onChange).toHaveBeenLastCalledWith('zhangwei,lina,huangmin');
    unmount();

    renderPicker(<MultiUserPicker returnId onChange={onChange} />);
    modal = await openPicker();
    await userEvent.click(within(rowOf(modal, 'wangfang')).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));
    expect(onChange).toHaveBeenLastCalledWith(WANGFANG.id);
  });
});
