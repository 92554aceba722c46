import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../providers/auth-provider';
import { createServerMenuStore } from '../../../src/app/menu/loadMenuModel';
import { MenuProvider } from '../../../src/app/menu/MenuProvider';
import { useServerMenu } from '../../../src/shell/menu/serverMenu';
import { capOk, createTestHttp, json, type SentRequest } from '../../unit/http/support';

// Issue 15 item 4: one owner loads, publishes and resets the server menu (spec 2.2, 4).

const MENU_PATH = '/cap/auth/v1/UserResourceListInquiry';

const resources = {
  resourceJson: {
    menu: [
      {
        id: 'home',
        path: '/Home',
        name: 'home',
        component: 'dashboard/Analysis',
        route: '1',
        meta: { title: '首页' },
      },
      {
        id: 'user',
        path: '/isystem/user',
        name: 'user',
        component: 'system/UserList',
        route: '1',
        meta: { title: '用户管理' },
      },
    ],
    auth: [{ action: 'user:add', describe: '添加用户', type: '1' }],
    allAuth: [],
  },
};

/** A shell part that asks for the menu on every render and shows what is published. */
function MenuReader({ label }: { label: string }) {
  const { state, load } = useServerMenu();
  useEffect(() => {
    void load();
  }, [state, load]);
  const shown = state.status === 'ready' ? state.model.tree.map((node) => node.title) : [];
  return (
    <p>
      {label}：{state.status === 'ready' ? shown.join('、') : state.status}
      <button type="button" onClick={() => void load()}>
        {label}重新加载
      </button>
    </p>
  );
}

function setup() {
  const backend = createTestHttp({
    reply: (request) =>
      request.url.pathname.endsWith(MENU_PATH) ? json(capOk(resources)) : json(capOk(null)),
  });
  backend.storage.set('Access-Token', 'token-of-first-user');
  const menuCalls = (): SentRequest[] =>
    backend.sent.filter((request) => request.url.pathname.endsWith(MENU_PATH));
  render(
    <MenuProvider
      http={backend.http}
      storage={backend.storage}
      config={{ apiBase: '/admin', staticDomain: '/admin/sys/common/static' }}
    >
      <MenuReader label="菜单" />
      <MenuReader label="路由" />
    </MenuProvider>,
  );
  return { ...backend, menuCalls };
}

describe('MenuProvider', () => {
  it('loads the menu once however many parts ask, and publishes it to all of them', async () => {
    const { menuCalls, storage } = setup();

    expect(await screen.findByText(/菜单：首页、用户管理/)).toBeInTheDocument();
    expect(screen.getByText(/路由：首页、用户管理/)).toBeInTheDocument();
    expect(menuCalls()).toHaveLength(1);
    // spec 6: the button lists of the same reply guard elements and routes.
    expect(storage.get('LOGIN_USER_BUTTON_AUTH')).toEqual(resources.resourceJson.auth);
  });

  it('forgets the menu on sign-out and loads the next user’s own after the next sign-in', async () => {
    const { http, storage, menuCalls } = setup();
    await screen.findByText(/菜单：首页、用户管理/);

    const auth = createAuthProvider({ http, storage, loginAesKey: '1234567890adbcde' });
    await act(() => auth.logout({}));

    // Signed out: nothing published, and nothing loaded without a token.
    expect(screen.getByText(/菜单：idle/)).toBeInTheDocument();
    expect(screen.getByText(/路由：idle/)).toBeInTheDocument();
    expect(menuCalls()).toHaveLength(1);

    storage.set('Access-Token', 'token-of-next-user');
    await userEvent.click(screen.getByRole('button', { name: '菜单重新加载' }));

    expect(await screen.findByText(/菜单：首页、用户管理/)).toBeInTheDocument();
    expect(menuCalls()).toHaveLength(2);
    expect(menuCalls()[1]?.headers['x-access-token']).toBe('token-of-next-user');
  });
});

/** Shows what is published without ever asking for the menu itself. */
function PassiveReader() {
  const { state } = useServerMenu();
  return <p>菜单状态：{state.status === 'ready' ? state.model.tree.length : state.status}</p>;
}

// Issue 20: with a session the menu is asked for as the provider mounts, before the shell's code
// has arrived to ask for it; the app's own store is published as given.
describe('MenuProvider, asking early', () => {
  it('loads the menu on mount with a session, once, into the store it is given', async () => {
    const backend = createTestHttp({
      reply: (request) =>
        request.url.pathname.endsWith(MENU_PATH) ? json(capOk(resources)) : json(capOk({})),
    });
    backend.storage.set('Access-Token', 'token-of-first-user');
    const config = { apiBase: '/admin', staticDomain: '/admin/sys/common/static' };
    const store = createServerMenuStore({ http: backend.http, storage: backend.storage, config });
    render(
      <MenuProvider store={store} storage={backend.storage}>
        <PassiveReader />
      </MenuProvider>,
    );

    expect(await screen.findByText('菜单状态：2')).toBeInTheDocument();
    expect(store.getState().status).toBe('ready');
    const menuCalls = backend.sent.filter((request) => request.url.pathname.endsWith(MENU_PATH));
    expect(menuCalls).toHaveLength(1);
  });

  it('asks for nothing without a session', async () => {
    const backend = createTestHttp({ reply: () => json(capOk(resources)) });
    render(
      <MenuProvider http={backend.http} storage={backend.storage}>
        <PassiveReader />
      </MenuProvider>,
    );

    expect(await screen.findByText('菜单状态：idle')).toBeInTheDocument();
    expect(backend.sent).toHaveLength(0);
  });
});
