import { expect, test, type Page, type Route } from './support/test';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/lib/constants';
import { routeUntilReleased } from './support/routes';
import { startSignedIn } from './support/session';

// Issue 13 item 5, spec 8.4 / 9: a page or widget chunk that fails, hangs for 120 s or was
// removed by a newer release ends in an error state in its own area (the shell stays usable),
// with 重新加载 that imports again, or 刷新页面 when the file is gone. Chunks are held or failed
// with page.route and time is moved with the page clock.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const USER_LIST_CHUNK = /\/assets\/UserListPage-[\w-]+\.js$/;
// The script itself fetched again (not the HEAD that asks whether the file still exists); a
// browser that remembers the failed import is sent to the file with a `retry` query.
const userListFetched = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.method() === 'GET' &&
      /\/assets\/UserListPage-[\w-]+\.js(\?retry=\d+)?$/.test(request.url()),
  );
const RICH_TEXT_STYLES = /\/assets\/RichTextEditorView-[\w-]+\.css$/;

/** Holds every request for `url` until the returned release lets them (and later ones) through. */
async function hold(page: Page, url: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const release = await routeUntilReleased(page, url, async (route) => {
    held.push(route);
  });
  return async () => {
    release();
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

// A page's code may be asked for more than once before its error state shows (the modulepreload
// link and the import, each retried by the browser as it sees fit), so the scenario "this file
// fails to load" fails all of them (routeUntilReleased), and "it loads again" lets all through
// (issue 32).

// Generous: six test runs share this machine's two cores and a cold shell can take a while.
const LOADED = { timeout: 30_000 };

/** Signed in, with the page clock installed so the test moves time past the chunk time-out. */
async function signInWithClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('menu').getByText('系统管理', { exact: true })).toBeVisible(LOADED);
}

const users = (page: Page) => page.getByRole('cell', { name: 'liuyang', exact: true });
const richTextCard = (page: Page) => page.getByRole('region', { name: '富文本编辑器' });

// These tests break chunks on purpose: React reports every error a boundary catches, an aborted
// fetch logs net::ERR_FAILED, and running the clock 120 s ahead makes the notice socket give up
// before it connects.
test.use({
  expectedConsole: [
    /ChunkLoadError|net::ERR_FAILED|WebSocket is closed before the connection is established/,
  ],
});

test.describe('page chunks', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await signInWithClock(page);
  });

  test('a page chunk that has not arrived after 120 s shows 页面加载失败; 重新加载 loads it', async ({
    page,
  }) => {
    const release = await hold(page, USER_LIST_CHUNK);
    const requested = page.waitForRequest(USER_LIST_CHUNK);
    await page.goto('/isystem/user');
    await requested;

    // From here on the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS - 10_000);
    await expect(page.getByText('页面加载失败')).toHaveCount(0);

    // The page is drawn inside Refine (withRefine): its chunk is asked for beside Refine's, and its
    // timed load starts once Refine's code is there, which on a busy machine can be after the
    // clock was held. Time moves on in steps until the time-out shows.
    const failure = page.getByRole('alert');
    await expect(async () => {
      await page.clock.runFor(10_000);
      await expect(failure.getByText('页面加载失败')).toBeVisible({ timeout: 1_000 });
    }).toPass(LOADED);
    await expect(failure.getByText('加载超时，请检查网络后重新加载。')).toBeVisible(LOADED);
    await expect(page.getByRole('menu').getByText('系统管理', { exact: true })).toBeVisible();

    await page.clock.resume();
    await release();
    await failure.getByRole('button', { name: '重新加载' }).click();
    await expect(users(page)).toBeVisible(LOADED);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a page chunk that fails to load shows 重新加载, which fetches it again', async ({
    page,
  }) => {
    const release = await routeUntilReleased(page, USER_LIST_CHUNK, (route) =>
      route.abort('failed'),
    );
    await page.goto('/isystem/user');

    const failure = page.getByRole('alert');
    await expect(failure.getByText('页面加载失败')).toBeVisible(LOADED);
    await expect(page.getByRole('menu').getByText('系统管理', { exact: true })).toBeVisible();
    await expect(users(page)).toHaveCount(0);

    release();
    const refetched = userListFetched(page);
    await failure.getByRole('button', { name: '重新加载' }).click();
    await refetched;
    await expect(users(page)).toBeVisible(LOADED);
  });

  test('a page chunk removed by a new release (404) offers 刷新页面, a full reload', async ({
    page,
  }) => {
    await page.route(USER_LIST_CHUNK, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404</h1>' }),
    );
    await page.goto('/isystem/user');

    const failure = page.getByRole('alert');
    await expect(failure.getByText('系统已更新')).toBeVisible(LOADED);
    await expect(failure.getByRole('button', { name: '重新加载' })).toHaveCount(0);

    await page.unroute(USER_LIST_CHUNK);
    const reloaded = page.waitForEvent('framenavigated');
    await failure.getByRole('button', { name: '刷新页面' }).click();
    await reloaded;
    await expect(users(page)).toBeVisible(LOADED);
  });
});

test.describe('style sheet chunks', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await signInWithClock(page);
  });

  test('a failed style sheet shows the CSS-chunk error in the widget; 重新加载 loads sheet and widget', async ({
    page,
  }) => {
    const release = await routeUntilReleased(page, RICH_TEXT_STYLES, (route) =>
      route.fulfill({ status: 503 }),
    );
    await page.goto('/test/home?tab=editors');

    const failure = richTextCard(page).getByRole('alert');
    await expect(failure.getByText('组件样式加载失败')).toBeVisible(LOADED);
    // Only the widget failed: the other editors of the tab work.
    await expect(page.getByRole('region', { name: 'Markdown 编辑器' })).toBeVisible(LOADED);

    release();

    const sheet = page.waitForResponse(RICH_TEXT_STYLES);
    await failure.getByRole('button', { name: '重新加载' }).click();
    expect((await sheet).status()).toBe(200);
    await expect(richTextCard(page).getByRole('textbox', { name: '富文本编辑区' })).toBeVisible(
      LOADED,
    );
  });

  test('a style sheet that never arrives ends in the time-out error state after 120 s', async ({
    page,
  }) => {
    const release = await hold(page, RICH_TEXT_STYLES);
    const requested = page.waitForRequest(RICH_TEXT_STYLES);
    await page.goto('/test/home?tab=editors');
    await requested;

    await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS);
    const failure = richTextCard(page).getByRole('alert');
    await expect(failure.getByText('组件加载失败')).toBeVisible(LOADED);
    await expect(failure.getByText('加载超时，请检查网络后重新加载。')).toBeVisible(LOADED);

    await release();
    await failure.getByRole('button', { name: '重新加载' }).click();
    await expect(richTextCard(page).getByRole('textbox', { name: '富文本编辑区' })).toBeVisible(
      LOADED,
    );
  });
});
