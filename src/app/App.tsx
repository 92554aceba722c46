import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Routes } from 'react-router';
import { useNotificationProvider } from '../../providers/notification-provider';
import { cspNonce } from '../lib/cspNonce';
import { signInRoutes } from '../shell/login/routes';
import { useMenuModel } from '../shell/menu/menuStore';
import { refineResourcesOf } from '../shell/menu/refineResources';
import { PageLoading } from '../shell/PageLoading';
import { RouteProgress } from '../shell/progress';
import { errorRoutes, signedInRoutes } from '../shell/routes';
import { DisplaySettingsProvider, themeFor, useDisplaySettings } from '../shell/settings';
import { HttpBindings } from './HttpBindings';
import './tableMeasureRow.css';
import { accessControlProvider, authProvider, dataProvider, i18nProvider } from './providers';

/** antd's <style> elements carry the page's nonce (style-src of deploy/nginx.conf). */
const CSP = { nonce: cspNonce() };

/** zh-CN antd with the theme colour of the display settings (spec 2.9, 3). */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { settings } = useDisplaySettings();
  return (
    <ConfigProvider locale={zhCN} theme={themeFor(settings)} csp={CSP}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

export function App() {
  const model = useMenuModel();
  return (
    <BrowserRouter>
      <DisplaySettingsProvider>
        <ThemedAntd>
          <HttpBindings />
          <RouteProgress />
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
            <Suspense fallback={<PageLoading />}>
              <Routes>
                {signInRoutes()}
                {signedInRoutes(model)}
                {errorRoutes()}
              </Routes>
            </Suspense>
          </Refine>
        </ThemedAntd>
      </DisplaySettingsProvider>
    </BrowserRouter>
  );
}
