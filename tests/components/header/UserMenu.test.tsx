import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderFlags } from '../../../src/lib/headerRules';
import { UserMenu } from '../../../src/shell/header/UserMenu';
import {
  fakeAuthProvider,
  MERCHANT_USER,
  okAccountApi,
  PLAT_USER,
  profileOf,
  renderInApp,
} from './harness';

const accountApi = vi.hoisted(() => ({}) as ReturnType<typeof okAccountApi>);
vi.mock('../../../providers/account-api', () => ({ accountApi }));
const pageLoad = vi.hoisted(() => ({ loadPage: vi.fn() }));
vi.mock('../../../src/shell/header/pageLoad', () => pageLoad);

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  Object.assign(accountApi, okAccountApi());
  pageLoad.loadPage.mockReset();
});

const ALL_FLAGS: HeaderFlags = { cfgPayPwd: 'true', cfgDataDecrypt: 'true', cfgOpPwd: 'true' };

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: '系统管理员' }));
  return screen.findByRole('menu');
}

describe('UserMenu items (spec 2.6)', () => {
  it.each<[string, Record<string, unknown>, HeaderFlags, string[]]>([
    [
      'platform group, no flags',
      PLAT_USER,
      {},
      ['个人中心', '修改登录密码', '系统设置', '切换部门'],
    ],
    [
      'platform group, every flag',
      PLAT_USER,
      ALL_FLAGS,
      [
        '个人中心',
        '修改登录密码',
        '设置支付密码',
        '系统设置',
        '数据解密',
        '设置操作密码',
        '切换部门',
      ],
    ],
    [
      'merchant group, every flag',
      MERCHANT_USER,
      ALL_FLAGS,
      ['个人中心', '修改登录密码', '设置支付密码', '数据解密', '设置操作密码', '切换部门'],
    ],
    [
      'flags that are not the string true',
      MERCHANT_USER,
      { cfgPayPwd: 'false', cfgDataDecrypt: 'yes', cfgOpPwd: '' },
      ['个人中心', '修改登录密码', '切换部门'],
    ],
  ])('%s', async (_name, info, flags, labels) => {
    renderInApp(<UserMenu profile={profileOf(info)} flags={flags} onOpenSettings={vi.fn()} />);

    const menu = await openMenu();

    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(labels);
  });

  it('个人中心 opens /account/settings', async () => {
    renderInApp(<UserMenu profile={profileOf(PLAT_USER)} flags={{}} onOpenSettings={vi.fn()} />);

    await userEvent.click(within(await openMenu()).getByText('个人中心'));

    expect(await screen.findByText('landed on /account/settings')).toBeInTheDocument();
  });

  it('opens the settings drawer through the prop', async () => {
    const onOpenSettings = vi.fn();
    renderInApp(
      <UserMenu profile={profileOf(PLAT_USER)} flags={{}} onOpenSettings={onOpenSettings} />,
    );

    await userEvent.click(within(await openMenu()).getByText('系统设置'));

    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('opens the login password dialog', async () => {
    renderInApp(<UserMenu profile={profileOf(PLAT_USER)} flags={{}} onOpenSettings={vi.fn()} />);

    await userEvent.click(within(await openMenu()).getByText('修改登录密码'));

    expect(await screen.findByRole('dialog', { name: '修改登录密码' })).toBeInTheDocument();
  });
});

// Each dialog's code loads at its first opening (issue 20): the click still opens it.
describe('UserMenu dialogs, loaded on first opening', () => {
  it.each([
    ['修改登录密码', '修改登录密码', '原登录密码'],
    ['设置支付密码', '支付密码修改', '原支付密码'],
    ['设置操作密码', '设置操作密码', '确认操作密码'],
    ['数据解密', '数据解密', '短信验证码'],
  ])('%s opens the dialog %s with its form', async (item, title, field) => {
    renderInApp(
      <UserMenu profile={profileOf(PLAT_USER)} flags={ALL_FLAGS} onOpenSettings={vi.fn()} />,
    );

    await userEvent.click(within(await openMenu()).getByText(item));

    // Found by its field: while the code loads, a modal of the same title holds its place.
    const label = await screen.findByText(field);
    expect(label.closest('[role="dialog"]')).toHaveTextContent(title);
  });

  it('切换部门 asks for the departments and opens 部门切换', async () => {
    accountApi.getCurrentUserDeparts.mockResolvedValue({
      ok: true,
      departs: [{ id: 'd1', orgCode: 'A01', departName: '总部' }],
      currentOrgCode: 'A01',
    });
    renderInApp(<UserMenu profile={profileOf(PLAT_USER)} flags={{}} onOpenSettings={vi.fn()} />);

    await userEvent.click(within(await openMenu()).getByText('切换部门'));

    expect(await screen.findByRole('dialog', { name: '部门切换' })).toBeInTheDocument();
    expect(accountApi.getCurrentUserDeparts).toHaveBeenCalledTimes(1);
  });

  it('opens a dialog again after it was closed', async () => {
    renderInApp(<UserMenu profile={profileOf(PLAT_USER)} flags={{}} onOpenSettings={vi.fn()} />);
    await userEvent.click(within(await openMenu()).getByText('修改登录密码'));
    const dialog = (await screen.findByText('原登录密码')).closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the field is in no dialog');

    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('原登录密码')).not.toBeInTheDocument());
    // Hovered, not clicked: a click on the still-hovered avatar would close its menu again.
    await userEvent.hover(screen.getByRole('button', { name: '系统管理员' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('修改登录密码'));

    expect(await screen.findByText('原登录密码')).toBeInTheDocument();
  });
});

describe('logout (spec 2.6)', () => {
  it('asks 确定退出？, logs out and loads the sign-in page', async () => {
    const auth = fakeAuthProvider();
    renderInApp(
      <UserMenu profile={profileOf(PLAT_USER)} flags={{}} onOpenSettings={vi.fn()} />,
      auth,
    );

    await userEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定退出？')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(pageLoad.loadPage).toHaveBeenCalledWith('/user/login-admin'));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('stays signed in when the confirmation is cancelled', async () => {
    const auth = fakeAuthProvider();
    renderInApp(
      <UserMenu profile={profileOf(PLAT_USER)} flags={{}} onOpenSettings={vi.fn()} />,
      auth,
    );

    await userEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s*消/ }),
    );

    expect(auth.logout).not.toHaveBeenCalled();
    expect(pageLoad.loadPage).not.toHaveBeenCalled();
  });
});
