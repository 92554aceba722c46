import { Suspense } from 'react';
import { Routes } from 'react-router';
import { signInRoutes } from '../shell/login/routes';
import { SignInAuthContext, type SignInAuth } from '../shell/login/signInAuth';
import { PageLoading } from '../shell/PageLoading';
import { useConsoleTheme } from '../shell/settings/theme';
import { storage } from '../lib/storage';
import { authProvider } from './authProvider';
import { SignInHttpBindings } from './feedback/SignInHttpBindings';
import { loadMenuOfNewSession, prefetchSignedIn } from './signedInAppLoader';
import { useFirstInput } from './useFirstInput';

// The signed-in app's chunks start downloading at the first key or click on a sign-in page, so
// 登录 → first tab does not wait for them; a visitor who only looks loads nothing more. Starting
// once the page was idle instead loaded all of it with the sign-in page (issue 20: 505 KiB of JS
// before any input, against 188 KiB).
const prefetchSignedInApp = () => {
  prefetchSignedIn().catch(() => {
    // Only a head start: the real load after 登录 retries and shows its own error state.
  });
};

const signInAuth: SignInAuth = {
  login: authProvider.login,
  hasSession: storage.hasSession,
  sessionReady: loadMenuOfNewSession,
};

/** The sign-in routes alone (spec 2.1): no Refine, no react-query, no shell (issue 20). */
export function SignInApp() {
  useFirstInput(prefetchSignedInApp);
  return (
    <SignInAuthContext.Provider value={signInAuth}>
      <SignInHttpBindings theme={useConsoleTheme()} />
      <Suspense fallback={<PageLoading />}>
        <Routes>{signInRoutes()}</Routes>
      </Suspense>
    </SignInAuthContext.Provider>
  );
}
