import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { Suspense } from 'react';
import { Routes } from 'react-router';
import { useNotificationProvider } from '../../providers/notification-provider';
import { PageLookupContext } from '../shell/menu/pageLookup';
import { refineResourcesOf } from '../shell/menu/refineResources';
import { PageLoading } from '../shell/PageLoading';
import { errorRoutes, signedInRoutes } from '../shell/routes';
import { testRoutes } from '../shell/test/routes';
import { MenuProvider, useMenuModel } from './menu/MenuProvider';
import { pageForMenuComponent } from './pageLookup';
import './tableMeasureRow.css';
import { accessControlProvider, authProvider, dataProvider, i18nProvider } from './providers';

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

/** Every path but the sign-in ones: Refine, the menu and the shell (loaded with import()). */
export function SignedInApp() {
  return (
    <MenuProvider>
      <MenuRoutedApp />
    </MenuProvider>
  );
}
