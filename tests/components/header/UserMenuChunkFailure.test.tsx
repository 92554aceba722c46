import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DialogCodeModule from '../../../src/shell/header/dialogCode';
import type * as DialogEntriesModule from '../../../src/shell/header/dialogEntries';
import { UserMenu } from '../../../src/shell/header/UserMenu';
import { okAccountApi, PLAT_USER, profileOf, renderInApp } from './harness';

const accountApi = vi.hoisted(() => ({}) as ReturnType<typeof okAccountApi>);
vi.mock('../../../providers/account-api', () => ({ accountApi }));

// The dialogs' chunk fails to load until the network is back.
const network = vi.hoisted(() => ({ up: false }));
vi.mock('../../../src/shell/header/dialogEntries', async (importOriginal) => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal<typeof DialogEntriesModule>();
});

// No preloading on the menu's opening: the click is the first import, as on a slow network.
vi.mock('../../../src/shell/header/dialogCode', async (importOriginal) => ({
  ...(await importOriginal<typeof DialogCodeModule>()),
  preloadDialogs: vi.fn(),
}));

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  Object.assign(accountApi, okAccountApi());
  // React reports the error the boundary catches; here it is the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a user menu dialog whose code fails to load (spec 8.4)', () => {
  it('shows 组件加载失败 in a modal of its title; 重新加载 loads the dialog', async () => {
    renderInApp(
      <UserMenu
        profile={profileOf(PLAT_USER)}
        flags={{ cfgPayPwd: 'true' }}
        onOpenSettings={vi.fn()}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '系统管理员' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('设置支付密码'));

    const frame = await screen.findByRole('dialog', { name: '支付密码修改' });
    const failure = await within(frame).findByRole('alert');
    expect(within(failure).getByText('组件加载失败')).toBeInTheDocument();

    network.up = true;
    await userEvent.click(within(failure).getByRole('button', { name: '重新加载' }));

    const field = await screen.findByText('原支付密码');
    expect(field.closest('[role="dialog"]')).toHaveTextContent('支付密码修改');
    expect(screen.queryByText('组件加载失败')).toBeNull();
  });
});
