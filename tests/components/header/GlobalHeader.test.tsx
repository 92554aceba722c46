import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/lib/storage';
import { GlobalHeader } from '../../../src/shell/header/GlobalHeader';
import type { HeaderBranding } from '../../../src/shell/header/useHeaderBranding';
import { MERCHANT_USER, okAccountApi, PLAT_USER, renderInApp } from './harness';

const accountApi = vi.hoisted(() => ({}) as ReturnType<typeof okAccountApi>);
vi.mock('../../../providers/account-api', () => ({ accountApi }));
const branding = vi.hoisted(() => ({
  current: { flags: {}, passwordPolicy: {} } as HeaderBranding,
}));
vi.mock('../../../src/shell/header/useHeaderBranding', () => ({
  useHeaderBranding: () => branding.current,
}));

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  Object.assign(accountApi, okAccountApi());
  branding.current = { flags: {}, passwordPolicy: {} };
  localStorage.clear();
  sessionStorage.clear();
});

function renderHeader(mobile = false) {
  const onSessionChanged = vi.fn();
  renderInApp(
    <GlobalHeader
      menuNodes={[]}
      mobile={mobile}
      onOpenSettings={vi.fn()}
      onSessionChanged={onSessionChanged}
      extra={<span>通知铃铛</span>}
    />,
  );
  return onSessionChanged;
}

async function pick(trigger: string, choice: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(trigger) }));
  await userEvent.click(within(await screen.findByRole('menu')).getByText(choice));
}

describe('GlobalHeader (spec 2.6)', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['platform group', PLAT_USER, true],
    ['merchant group', MERCHANT_USER, false],
  ])('renders the notice bell slot only for a platform-level group (%s)', (_name, user, shown) => {
    storage.set('Login_Userinfo', user);
    renderHeader();
    expect(screen.queryByText('通知铃铛') !== null).toBe(shown);
  });

  it('shows the help icon only with a help URL, opening a new tab', () => {
    branding.current = { flags: {}, passwordPolicy: {}, helpUrl: 'https://help.example.com/' };
    renderHeader();
    const help = screen.getByRole('link', { name: '帮助' });
    expect(help).toHaveAttribute('href', 'https://help.example.com/');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no help icon without a help URL', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: '帮助' })).not.toBeInTheDocument();
  });

  it('offers the switchers a platform user may use, systems on desktop only', () => {
    storage.set('Login_Userinfo', PLAT_USER);
    renderHeader(true);
    expect(screen.getByRole('button', { name: /切换平台/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /切换主体/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /切换系统/ })).not.toBeInTheDocument();
  });

  it('switches the system: stored user, cleared permissions, session changed (spec 4)', async () => {
    storage.set('Login_Userinfo', PLAT_USER);
    storage.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'user:add' }]);
    storage.set('SYS_BUTTON_AUTH', [{ action: 'user:add', status: '1' }]);
    const onSessionChanged = renderHeader();

    await pick('切换系统', '商户平台');

    await waitFor(() => expect(onSessionChanged).toHaveBeenCalledTimes(1));
    expect(storage.get('Login_Userinfo')?.sys).toMatchObject({ id: 's2' });
    expect(storage.get('LOGIN_USER_BUTTON_AUTH')).toBeUndefined();
    expect(storage.get('SYS_BUTTON_AUTH')).toBeUndefined();
    // The merchant system's group is not platform level: the bell slot goes.
    expect(screen.queryByText('通知铃铛')).not.toBeInTheDocument();
  });

  it('switches the group within the system', async () => {
    storage.set('Login_Userinfo', PLAT_USER);
    const onSessionChanged = renderHeader();

    await pick('切换平台', '机构服务');

    await waitFor(() => expect(onSessionChanged).toHaveBeenCalledTimes(1));
    expect(storage.get('Login_Userinfo')?.sys).toMatchObject({
      id: 's1',
      group: { id: 'g2' },
    });
  });

  it('links each active entity in a new tab', async () => {
    storage.set('Login_Userinfo', PLAT_USER);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /切换主体/ }));
    const link = within(await screen.findByRole('menu')).getByRole('link', { name: '汇联支付' });
    expect(link).toHaveAttribute('href', 'https://a.example.com/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
