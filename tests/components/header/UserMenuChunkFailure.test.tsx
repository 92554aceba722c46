import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PayPasswordDialogModule from '../../../src/shell/header/PayPasswordDialog';
import { UserMenu } from '../../../src/shell/header/UserMenu';
import { okAccountApi, PLAT_USER, profileOf, renderInApp } from './harness';

const accountApi = vi.hoisted(() => ({}) as ReturnType<typeof okAccountApi>);
vi.mock('../../../providers/account-api', () => ({ accountApi }));

// The dialog's chunk fails to load until the network is back.
const network = vi.hoisted(() => ({ up: false }));
vi.mock('../../../src/shell/header/PayPasswordDialog', async (importOriginal) => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal<typeof PayPasswordDialogModule>();
});

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  Object.assign(accountApi, okAccountApi());
  // React reports the error the boundary catches; here it is the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a user menu dialog whose code fails to load (spec 8.4)', () => {
  it('shows 组件加载失败 in its place; 重新加载 loads and opens it', async () => {
    renderInApp(
      <UserMenu
        profile={profileOf(PLAT_USER)}
        flags={{ cfgPayPwd: 'true' }}
        onOpenSettings={vi.fn()}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '系统管理员' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('设置支付密码'));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('组件加载失败')).toBeInTheDocument();

    network.up = true;
    await userEvent.click(within(failure).getByRole('button', { name: '重新加载' }));

    expect(await screen.findByRole('dialog', { name: '支付密码修改' })).toBeInTheDocument();
  });
});
