import { useNotificationProvider } from '../../providers/notification-provider';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Suspense } from 'react';
import { BrowserRouter, Routes } from 'react-router';
import { signInRoutes } from '../shell/login/routes';
import { PageLoading } from '../shell/PageLoading';
import { useMenuState } from '../shell/menu/menuStore';
import { refineResourcesOf } from '../shell/menu/refineResources';
import { errorRoutes, signedInRoutes } from '../shell/routes';
import { HttpBindings } from './HttpBindings';
import { accessControlProvider, authProvider, dataProvider, i18nProvider } from './providers';
import { consoleTheme } from './theme';

const NO_MENU = { tree: [], routes: [] };

export function App() {
  const menu = useMenuState();
  const model = menu.status === 'ready' ? menu.model : NO_MENU;
  return (
    <BrowserRouter>
      <ConfigProvider locale={zhCN} theme={consoleTheme}>
        <AntdApp>
          <HttpBindings />
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
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
