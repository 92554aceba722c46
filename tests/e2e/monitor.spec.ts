import { expect, test, type Page } from './support/test';
import { choose, nextRequest, openMenuPage } from './support/list';
import { startSignedIn } from './support/session';

// 系统监控 through the server menu on the Prism mock (spec 2.7; provisional calls of
// openapi/sys.yaml modelled on JeecgBoot v3.4.3): each page shows the examples' values.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const GROUP = '系统监控';
/** The Redis page samples every three seconds, as JeecgBoot's does (useRedisSeries). */
const REDIS_POLL_INTERVAL_MS = 3_000;
/** The token inside the traces example (never shown: the page masks it). */
const TRACED_TOKEN = 'Qm9ndXNTaWduYXR1cmU';

/** A visible table row holding `text` (hidden tabs keep their tables in the DOM). */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const notices = (page: Page) => page.locator('.ant-notification-notice');

async function openFromMenu(page: Page, entry: string, url: RegExp) {
  await page.getByRole('menuitem', { name: entry }).click();
  await expect(page).toHaveURL(url);
}

test.describe('系统监控', () => {
  test('JVM, 服务器 and Tomcat tables show the metrics with units; 刷新 reads again with the token', async ({
    page,
  }) => {
    await openMenuPage(page, GROUP, 'JVM信息', /\/monitor\/jvm$/);
    await expect(rowWith(page, 'jvm.memory.max')).toContainText('5376.00 MB');
    await expect(rowWith(page, 'jvm.threads.live')).toContainText('62 个');
    await expect(rowWith(page, 'jvm.gc.pause.count')).toContainText('127 次');
    await expect(rowWith(page, 'jvm.gc.pause.totalTime')).toContainText('3.21秒');
    await expect(page.getByText(/上次更新时间：\d{4}-\d{2}-\d{2} /)).toBeVisible();

    const again = nextRequest(page, '/actuator/metrics/jvm.memory.max');
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    expect((await again).headers()['x-access-token']).toBeTruthy();

    await openFromMenu(page, '服务器信息', /\/monitor\/system$/);
    await expect(rowWith(page, 'system.cpu.count')).toContainText('8 核');
    await expect(rowWith(page, 'system.cpu.usage')).toContainText('18.34%');
    await expect(rowWith(page, 'process.start.time')).toContainText('2026-11-20 09:00:00');
    await expect(rowWith(page, 'process.uptime')).toContainText('3天4小时4分5秒');

    await openFromMenu(page, 'Tomcat信息', /\/monitor\/tomcat$/);
    await expect(rowWith(page, 'tomcat.sessions.active.current')).toContainText('115 个');
    await expect(rowWith(page, 'tomcat.sessions.rejected')).toContainText('0 个');
  });

  test('a failing metric is told once and the other rows still show', async ({ page }) => {
    await page.route('**/admin/actuator/metrics/jvm.gc.pause**', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, message: 'GC 指标暂不可用', code: 500, result: null },
      }),
    );
    await openMenuPage(page, GROUP, 'JVM信息', /\/monitor\/jvm$/);
    await expect(rowWith(page, 'jvm.gc.pause.count')).toContainText('获取失败');
    await expect(rowWith(page, 'jvm.gc.pause.totalTime')).toContainText('获取失败');
    await expect(rowWith(page, 'jvm.memory.used')).toContainText('652.00 MB');
    const notice = notices(page).filter({ hasText: '获取JVM信息失败' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('GC 指标暂不可用（jvm.gc.pause）');
    await expect(page.getByText('GC 指标暂不可用')).toHaveCount(1);
  });

  test('Redis charts poll the key count and memory, and stop once the page is left', async ({
    page,
  }) => {
    let polls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/sys/actuator/redis/keysSize')) polls += 1;
    });
    // Time flows as usual until the test moves it past the next poll, after leaving the page.
    await page.clock.install();
    await openMenuPage(page, GROUP, 'Redis监控', /\/monitor\/redis$/);
    await expect(rowWith(page, 'redis_version')).toContainText('6.2.14');
    await expect(
      page.getByRole('figure', { name: 'Redis Key 实时数量（个）' }).locator('canvas'),
    ).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'Redis 内存实时占用情况（KB）' }).locator('canvas'),
    ).toBeVisible();
    await expect(page.getByText('1286 个')).toBeVisible();
    await expect.poll(() => polls, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);

    await openFromMenu(page, '磁盘监控', /\/monitor\/disk$/);
    const left = polls;
    await expect(page.getByRole('progressbar', { name: '/data 已用 84%' })).toBeVisible();
    await expect(page.getByText('已用 64.00 GB / 共 100.00 GB')).toBeVisible();
    await page.clock.runFor(REDIS_POLL_INTERVAL_MS + 500);
    // A request made by a poll timer would have been reported before this round trip ends.
    await page.evaluate(() => undefined);
    expect(polls).toBe(left);
  });

  test('请求追踪 lists recent requests with credentials masked, filtered by method and status', async ({
    page,
  }) => {
    await openMenuPage(page, GROUP, '请求追踪', /\/monitor\/httptrace$/);
    await expect(page.getByText('共追踪到 8 条近期HTTP请求记录')).toBeVisible();
    const post = rowWith(page, '/admin/sys/position/add');
    await expect(post).toContainText('POST');
    await expect(post).toContainText('612 ms');

    await post.locator('.ant-table-row-expand-icon').click();
    const headers = page.locator('.ant-descriptions').filter({ hasText: 'x-access-token' });
    await expect(headers.getByRole('row').filter({ hasText: 'x-access-token' })).toContainText(
      '******',
    );
    await expect(page.locator('body')).not.toContainText(TRACED_TOKEN);

    const filters = page
      .locator('.ant-card-body')
      .filter({ has: page.getByRole('combobox', { name: '请求方法' }) });
    await choose(page, filters, '请求方法', 'POST');
    await expect(page.locator('tbody tr.ant-table-row').filter({ visible: true })).toHaveCount(2);
    await choose(page, filters, '响应状态', '5xx 服务端错误');
    await expect(page.locator('tbody tr.ant-table-row').filter({ visible: true })).toHaveCount(1);
    await expect(rowWith(page, '/admin/sys/common/upload')).toContainText('1650 ms');
  });
});
