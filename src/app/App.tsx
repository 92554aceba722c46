import { useNotificationProvider } from '@refinedev/antd';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Suspense } from 'react';
import { BrowserRouter, Routes } from 'react-router';
import { signInRoutes } from '../shell/login/routes';
import { PageLoading } from '../shell/PageLoading';
import { errorRoutes, signedInRoutes } from '../shell/routes';
import { HttpBindings } from './HttpBindings';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { consoleTheme } from './theme';

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider locale={zhCN} theme={consoleTheme}>
        <AntdApp>
          <HttpBindings />
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
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
                {signedInRoutes()}
                {errorRoutes()}
              </Routes>
            </Suspense>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
