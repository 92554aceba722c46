import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../lib/constants';
import type { MenuModel } from '../lib/menu/types';
import { safeRedirectPath } from '../lib/redirect';
import { useBranding } from './branding/useBranding';
import { GlobalHeader } from './header';
import { MOBILE_QUERY, useMediaQuery } from './layout/useMediaQuery';
import { SignedInLayout } from './layout/SignedInLayout';
import { useServerMenu } from './menu/serverMenu';
import { NoticeBell } from './notices/NoticeBell';
import { PageLoading } from './PageLoading';
import { RouteProgressFallback, useRouteProgress } from './progress';
import { RequireSession } from './RequireSession';
import { useShellSession } from './session/ShellSession';
import { tabResolverFor } from './routes';
import { SettingsDrawer, useDisplaySettings } from './settings';
import { KeepAliveOutlet, TabsBar, TabsProvider, useDocumentTitle, useTabs } from './tabs';

/** The layout with header, tabs and kept-alive pages, once the menu is there. */
function ShellFrame({ model }: { model: MenuModel }) {
  const { reset: resetMenu } = useServerMenu();
  const { settings, openDrawer } = useDisplaySettings();
  const { activeTab, homePath } = useTabs();
  const branding = useBranding();
  const mobile = useMediaQuery(MOBILE_QUERY);
  // spec 2.8: '<page title> · <system title>', the system title alone on home.
  useDocumentTitle(activeTab?.title, branding.sysName, activeTab?.path === homePath);

  return (
    <>
      <SignedInLayout
        model={model}
        settings={settings}
        title={
          <Typography.Text strong ellipsis style={{ color: 'inherit' }}>
            {branding.sysName}
          </Typography.Text>
        }
        headerExtra={
          <GlobalHeader
            menuNodes={model.tree}
            mobile={mobile}
            onOpenSettings={openDrawer}
            // spec 4: a system or group switch reloads the permissions and rebuilds the menu.
            onSessionChanged={resetMenu}
            extra={<NoticeBell />}
          />
        }
        tabs={<TabsBar />}
        content={
          <KeepAliveOutlet
            fallback={
              <RouteProgressFallback>
                <PageLoading />
              </RouteProgressFallback>
            }
          />
        }
      />
      <SettingsDrawer />
    </>
  );
}

/** spec 2.2 with a token: load the menu once, then show the signed-in layout. */
function MenuGate() {
  const { state: menu, load: loadMenu } = useServerMenu();
  const { settings } = useDisplaySettings();
  const { logout } = useShellSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useRouteProgress(menu.status === 'loading' || menu.status === 'idle');

  useEffect(() => {
    if (menu.status === 'idle') loadMenu();
  }, [menu.status, loadMenu]);

  useEffect(() => {
    if (menu.status !== 'failed') return;
    // spec 2.2: a failed load signs out and returns to sign-in with the original path.
    const redirect = encodeURIComponent(`${pathname}${search}${hash}`);
    void logout().finally(() => navigate(`${LOGIN_PATH}?redirect=${redirect}`));
  }, [menu.status, logout, navigate, pathname, search, hash]);

  useEffect(() => {
    if (menu.status !== 'ready') return;
    // The button lists were just stored: cached permission answers are stale (spec 6).
    void queryClient.invalidateQueries({ queryKey: ['access'] });
    const redirect = new URLSearchParams(search).get('redirect');
    if (redirect) navigate(safeRedirectPath(redirect, HOME_PATH), { replace: true });
  }, [menu.status, search, navigate, queryClient]);

  const model = menu.status === 'ready' ? menu.model : undefined;
  const resolveTab = useMemo(() => (model ? tabResolverFor(model) : undefined), [model]);

  if (!model || !resolveTab) return <PageLoading />;
  return (
    <TabsProvider resolveTab={resolveTab} multipage={settings.multipage}>
      <ShellFrame model={model} />
    </TabsProvider>
  );
}

export function SignedInShell() {
  return (
    <RequireSession>
      <MenuGate />
    </RequireSession>
  );
}
