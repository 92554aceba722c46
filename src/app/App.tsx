import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Routes } from 'react-router';
import { useNotificationProvider } from '../../providers/notification-provider';
import { cspNonce } from '../lib/cspNonce';
import { signInRoutes } from '../shell/login/routes';
import { PageLookupContext } from '../shell/menu/pageLookup';
import { refineResourcesOf } from '../shell/menu/refineResources';
import { PageLoading } from '../shell/PageLoading';
import { RouteProgress } from '../shell/progress';
import { errorRoutes, signedInRoutes } from '../shell/routes';
import {
  DisplaySettingsProvider,
  themeFor,
  useDisplaySettings,
  usePrefersReducedMotion,
} from '../shell/settings';
import { HttpBindings } from './HttpBindings';
import { MenuProvider, useMenuModel } from './menu/MenuProvider';
import { pageForMenuComponent } from './pageLookup';
import './tableMeasureRow.css';
import { accessControlProvider, authProvider, dataProvider, i18nProvider } from './providers';

/** antd's <style> elements carry the page's nonce (style-src of deploy/nginx.conf). */
const CSP = { nonce: cspNonce() };

/** zh-CN antd with the theme colour of the display settings (spec 2.9, 3). */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { settings } = useDisplaySettings();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={zhCN} theme={themeFor(settings, { reducedMotion })} csp={CSP}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
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
            {signInRoutes()}
            {signedInRoutes(model)}
            {errorRoutes()}
          </Routes>
        </Suspense>
      </PageLookupContext.Provider>
    </Refine>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <DisplaySettingsProvider>
        <ThemedAntd>
          <HttpBindings />
          <RouteProgress />
          <MenuProvider>
            <MenuRoutedApp />
          </MenuProvider>
        </ThemedAntd>
      </DisplaySettingsProvider>
    </BrowserRouter>
  );
}
