import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { cspNonce } from '../lib/cspNonce';
import { isSignInPath } from '../shell/login/signInPaths';
import { PageLoading } from '../shell/PageLoading';
import { RouteProgress } from '../shell/progress/RouteProgress';
import { DisplaySettingsProvider } from '../shell/settings/DisplaySettingsProvider';
import { useConsoleTheme } from '../shell/settings/theme';
import { SignInApp } from './SignInApp';
import { SignedInApp } from './signedInAppLoader';

/** antd's <style> elements carry the page's nonce (style-src of deploy/nginx.conf). */
const CSP = { nonce: cspNonce() };

/** zh-CN antd with the theme colour of the display settings (spec 2.9, 3). */
function ThemedAntd({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={useConsoleTheme()} csp={CSP}>
      {children}
    </ConfigProvider>
  );
}

/**
 * The sign-in routes boot the light sign-in app; every other path the signed-in app, whose code
 * (Refine, the menu, the shell) the sign-in page never loads before the user starts typing.
 */
function AppForPath() {
  const { pathname } = useLocation();
  if (isSignInPath(pathname)) return <SignInApp />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInApp />
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <DisplaySettingsProvider>
        <ThemedAntd>
          <RouteProgress />
          <AppForPath />
        </ThemedAntd>
      </DisplaySettingsProvider>
    </BrowserRouter>
  );
}
