import type { Page, Route } from './test';

/**
 * Answers every request for `url` with `answer` until the returned release is called, then lets
 * them through. Released by letting requests through, not by unrouting, and never `{ times: 1 }`:
 * once a page's last route is gone Playwright turns request interception off, and a chunk load in
 * flight at that moment (lazy code loads alongside) can stall for good, leaving the page on 加载中
 * (about 1 run in 10 in chunk-load.spec.ts).
 */
export async function routeUntilReleased(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void>,
): Promise<() => void> {
  let answering = true;
  await page.route(url, (route) => (answering ? answer(route) : route.fallback()));
  return () => {
    answering = false;
  };
}

/** Answers the first request for `url` with `answer` and lets later ones through. */
export async function answerFirst(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void>,
): Promise<void> {
  const release = await routeUntilReleased(page, url, (route) => {
    release();
    return answer(route);
  });
}

/**
 * Holds the sign-in page's lookup of the host's tenant, which stores that tenant again
 * (brandingSource.ts): a test that reads what logout left then sees only that, whichever
 * answers first.
 */
export async function holdTenantLookup(page: Page): Promise<void> {
  await page.route('**/admin/cap/auth/v1/TenantInquiry', () => undefined);
}
