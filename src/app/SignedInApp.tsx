import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { PageLookupContext } from '../shell/menu/pageLookup';
import { ShellSessionContext, type ShellSession } from '../shell/session/ShellSession';
import { HOME_COMPONENT } from '../lib/constants';
import { PageLoading } from '../shell/PageLoading';
import { preloadComponent } from '../components/ErrorBoundary/lazyWithRetry';
import { errorRoutes, SignedInShell, signedInRoutes } from '../shell/routes';
import { testRoutes } from '../shell/test/routes';
import { HttpBindings } from './feedback/HttpBindings';
import { appMenuStore } from './menu/appMenu';
import { MenuProvider, useMenuModel } from './menu/MenuProvider';
import { pageForMenuComponent } from './pageLookup';
import { authProvider } from './authProvider';
import { queryClient } from './queryClient';
import './tableMeasureRow.css';
import { LazyRefineScope } from './withRefine';

// Dates in Chinese (spec 9) wherever the signed-in pages format or pick them; the sign-in pages
// show none and load no date library.
dayjs.locale('zh-cn');

// A signed-in page load asks for the menu as soon as this code is here, not once the shell has
// rendered (issue 20). Without a session (the prefetch on the sign-in page) this does nothing;
// MenuProvider asks again when it mounts.
void appMenuStore.load();

/** Asks for the session's menu unless it is loaded or loading (signedInAppLoader.ts). */
export function loadMenu(): Promise<void> {
  return appMenuStore.load();
}

/**
 * Fetches the code of the shell and of 首页, the first tab after sign-in, ahead of time: started
 * while the user types on the sign-in page, so 登录 → first tab waits for no chunk.
 */
export function prefetchFirstTab(): Promise<unknown> {
  return Promise.all([
    preloadComponent(SignedInShell),
    preloadComponent(pageForMenuComponent(HOME_COMPONENT)),
  ]);
}

const shellSession: ShellSession = {
  getIdentity: () => authProvider.getIdentity(),
  logout: () => authProvider.logout({}),
};

/**
 * The routes, rebuilt from the published menu. Refine wraps each page that uses it (pageLookup.ts)
 * and the widget gallery, not the shell: the shell and 首页 draw before Refine's code is here.
 */
function MenuRoutedApp() {
  const model = useMenuModel();
  return (
    <PageLookupContext.Provider value={pageForMenuComponent}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route
            element={
              <LazyRefineScope>
                <Outlet />
              </LazyRefineScope>
            }
          >
            {testRoutes()}
          </Route>
          {signedInRoutes(model)}
          {errorRoutes()}
        </Routes>
      </Suspense>
    </PageLookupContext.Provider>
  );
}

/**
 * Every path but the sign-in ones: antd's App (notifications, messages and dialogs, bound to the
 * HTTP layer before any query, so a failure of the first call is shown), the query cache,
 * the session the shell reads, the menu and the routes. Loaded with import().
 */
export function SignedInApp() {
  return (
    <App>
      <HttpBindings />
      <QueryClientProvider client={queryClient}>
        <ShellSessionContext.Provider value={shellSession}>
          <MenuProvider store={appMenuStore}>
            <MenuRoutedApp />
          </MenuProvider>
        </ShellSessionContext.Provider>
      </QueryClientProvider>
    </App>
  );
}
