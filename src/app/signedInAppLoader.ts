import { lazyWithRetry } from '../components/ErrorBoundary/lazyWithRetry';
import { sharedLoad } from '../lib/sharedLoad';
import { loadSignedInSheet } from './prebuiltStyles/signedInSheet';

/** One import() of the signed-in app, shared by the prefetch on the sign-in page and the render. */
const loadSignedInApp = sharedLoad(() =>
  Promise.all([import('./SignedInApp'), loadSignedInSheet()]).then(([app]) => app),
);

/** Every path but the sign-in ones: Refine, the menu and the shell (src/app/SignedInApp.tsx). */
export const SignedInApp = lazyWithRetry(loadSignedInApp, 'page', (module) => module.SignedInApp);

/** The signed-in app and the code of its first tab, fetched ahead of 登录 (SignInApp). */
export async function prefetchSignedIn(): Promise<void> {
  await SignedInApp.preload();
  await (await loadSignedInApp()).prefetchFirstTab();
}

/**
 * A session has just begun on the sign-in page: its menu is asked for now, while the page moves
 * on, not once the signed-in app has rendered (issue 20). Not before the post-login choices are
 * made: the chosen tenant decides the menu.
 */
export function loadMenuOfNewSession(): void {
  loadSignedInApp()
    .then((app) => app.loadMenu())
    .catch(() => {
      // The shell asks again when it mounts, and shows that load's failure.
    });
}
