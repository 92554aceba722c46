import { Authenticated, useLogout } from '@refinedev/core';
import { Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  DEFAULT_BRAND_TITLE,
  DEFAULT_DISPLAY_SETTINGS,
  HOME_PATH,
  LOGIN_PATH,
} from '../lib/constants';
import { safeRedirectPath } from '../lib/redirect';
import { SessionActions } from './layout/SessionActions';
import { SignedInLayout } from './layout/SignedInLayout';
import { loadMenu, useMenuState } from './menu/menuStore';
import { PageLoading } from './PageLoading';
import { RedirectToLogin } from './RedirectToLogin';

/** spec 2.2 with a token: load the menu once, then show the signed-in layout. */
function MenuGate() {
  const menu = useMenuState();
  const { mutate: logout } = useLogout();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (menu.status === 'idle') void loadMenu();
  }, [menu.status]);

  useEffect(() => {
    if (menu.status !== 'failed') return;
    // spec 2.2: a failed load signs out and returns to sign-in with the original path.
    const redirect = encodeURIComponent(`${pathname}${search}${hash}`);
    logout({ redirectPath: `${LOGIN_PATH}?redirect=${redirect}` });
  }, [menu.status, logout, pathname, search, hash]);

  useEffect(() => {
    if (menu.status !== 'ready') return;
    // The button lists were just stored: cached permission answers are stale (spec 6).
    void queryClient.invalidateQueries({ queryKey: ['access'] });
    const redirect = new URLSearchParams(search).get('redirect');
    if (redirect) navigate(safeRedirectPath(redirect, HOME_PATH), { replace: true });
  }, [menu.status, search, navigate, queryClient]);

  if (menu.status !== 'ready') return <PageLoading />;
  const settings = DEFAULT_DISPLAY_SETTINGS;
  return (
    <SignedInLayout
      model={menu.model}
      navTheme={settings.navTheme}
      navMode={settings.layout}
      title={
        <Typography.Text strong ellipsis>
          {DEFAULT_BRAND_TITLE}
        </Typography.Text>
      }
      headerExtra={<SessionActions />}
    />
  );
}

export function SignedInShell() {
  return (
    <Authenticated key="signed-in" fallback={<RedirectToLogin />} loading={<PageLoading />}>
      <MenuGate />
    </Authenticated>
  );
}
