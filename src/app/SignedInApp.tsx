import { Refine } from '@refinedev/core';
import { App as AntdApp } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import routerProvider from '@refinedev/react-router';
import { Suspense } from 'react';
import { Routes } from 'react-router';
import { useNotificationProvider } from '../../providers/notification-provider';
import { PageLookupContext } from '../shell/menu/pageLookup';
import { refineResourcesOf } from '../shell/menu/refineResources';
import { HOME_COMPONENT } from '../lib/constants';
import { PageLoading } from '../shell/PageLoading';
import { preloadComponent } from '../components/ErrorBoundary/lazyWithRetry';
import { errorRoutes, SignedInShell, signedInRoutes } from '../shell/routes';
import { testRoutes } from '../shell/test/routes';
import { HttpBindings } from './feedback/HttpBindings';
import { appMenuStore } from './menu/appMenu';
import { MenuProvider, useMenuModel } from './menu/MenuProvider';
import { pageForMenuComponent } from './pageLookup';
import './tableMeasureRow.css';
import { accessControlProvider, authProvider, dataProvider, i18nProvider } from './providers';

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

/** Refine and the routes, rebuilt from the published menu (architecture "Server menu → …"). */
function MenuRoutedApp() {
  const model = useMenuModel();
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      resources={refineResourcesOf(model)}
      notificationProvider={useNotificationProvider}
      options={{
        disableTelemetry: true,
        syncWithLocation: false,
        warnWhenUnsavedChanges: true,
      }}
    >
      <PageLookupContext.Provider value={pageForMenuComponent}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {testRoutes()}
            {signedInRoutes(model)}
            {errorRoutes()}
          </Routes>
        </Suspense>
      </PageLookupContext.Provider>
    </Refine>
  );
}

/**
 * Every path but the sign-in ones: antd's App (notifications, messages and dialogs, bound to the
 * HTTP layer before any query), Refine, the menu and the shell. Loaded with import().
 */
export function SignedInApp() {
  return (
    <AntdApp>
      <HttpBindings />
      <MenuProvider store={appMenuStore}>
        <MenuRoutedApp />
      </MenuProvider>
    </AntdApp>
  );
}
