import { useNotificationProvider } from '@refinedev/antd';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../lib/constants';
import { ErrorPage } from '../shell/errors/ErrorPage';
import { PageLoading } from '../shell/PageLoading';
import { RedirectToLogin } from '../shell/RedirectToLogin';
import { HttpBindings } from './HttpBindings';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { consoleTheme } from './theme';

// Route pages load on demand so the sign-in page does not carry the signed-in ones.
const LoginAdminPage = lazy(() =>
  import('../shell/login/LoginAdminPage').then((m) => ({ default: m.LoginAdminPage })),
);
const HomePage = lazy(() =>
  import('../shell/home/HomePage').then((m) => ({ default: m.HomePage })),
);

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
                <Route path="/user" element={<Navigate to={LOGIN_PATH} replace />} />
                {/* spec 2.2: with a token, sign-in routes go to the home path. */}
                <Route
                  element={
                    <Authenticated key="guest" fallback={<Outlet />} loading={<PageLoading />}>
                      <Navigate to={HOME_PATH} replace />
                    </Authenticated>
                  }
                >
                  <Route path={LOGIN_PATH} element={<LoginAdminPage />} />
                </Route>
                <Route
                  element={
                    <Authenticated
                      key="signed-in"
                      fallback={<RedirectToLogin />}
                      loading={<PageLoading />}
                    >
                      <Outlet />
                    </Authenticated>
                  }
                >
                  <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
                  <Route path={HOME_PATH} element={<HomePage />} />
                </Route>
                <Route path="/403" element={<ErrorPage status={403} />} />
                <Route path="/404" element={<ErrorPage status={404} />} />
                <Route path="/500" element={<ErrorPage status={500} />} />
                <Route path="*" element={<Navigate to="/404" replace />} />
              </Routes>
            </Suspense>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
