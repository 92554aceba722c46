import { Suspense, useEffect } from 'react';
import { Routes } from 'react-router';
import { signInRoutes } from '../shell/login/routes';
import { SignInAuthContext, type SignInAuth } from '../shell/login/signInAuth';
import { PageLoading } from '../shell/PageLoading';
import { useConsoleTheme } from '../shell/settings/theme';
import { authProvider } from './authProvider';
import { SignInHttpBindings } from './feedback/SignInHttpBindings';
import { loadMenuOfNewSession, prefetchSignedIn } from './signedInAppLoader';

// The signed-in app's chunks start downloading once the sign-in page is idle after its first
// paint (the form is interactive by then), or at the first key or click if that comes sooner, so
// 登录 → first tab does not wait for them (issue 20).
const FIRST_INPUT = ['keydown', 'pointerdown', 'input'] as const;
const IDLE_WAIT_MS = 1_000;

function usePrefetchWhenInteractive() {
  useEffect(() => {
    let started = false;
    const prefetch = () => {
      stop();
      if (started) return;
      started = true;
      prefetchSignedIn().catch(() => {
        // Only a head start: the real load after 登录 retries and shows its own error state.
      });
    };
    const idle = requestIdleCallback(prefetch, { timeout: IDLE_WAIT_MS });
    const stop = () => {
      cancelIdleCallback(idle);
      FIRST_INPUT.forEach((type) => document.removeEventListener(type, prefetch, true));
    };
    FIRST_INPUT.forEach((type) => document.addEventListener(type, prefetch, true));
    return stop;
  }, []);
}

const signInAuth: SignInAuth = { ...authProvider, sessionReady: loadMenuOfNewSession };

/** The sign-in routes alone (spec 2.1): no Refine, no react-query, no shell (issue 20). */
export function SignInApp() {
  usePrefetchWhenInteractive();
  return (
    <SignInAuthContext.Provider value={signInAuth}>
      <SignInHttpBindings theme={useConsoleTheme()} />
      <Suspense fallback={<PageLoading />}>
        <Routes>{signInRoutes()}</Routes>
      </Suspense>
    </SignInAuthContext.Provider>
  );
}
