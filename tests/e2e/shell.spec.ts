import { expect, test } from './support/test';
import { answerFirst } from './support/routes';
import { expectShell, signInAsAdmin } from './support/session';

// Route guard and server menu (spec 2.2, 2.3, 2.5) against the Prism mock's UserResourceListInquiry.

// `**` at the end: the console adds `_t` to every GET (spec 7.1).
const resourcesCall = '**/admin/cap/auth/v1/UserResourceListInquiry**';

test.describe('route guard and server menu', () => {
  test('a deep link survives sign-in and opens with its menu entry selected', async ({ page }) => {
    await page.goto('/isystem/roleUserList?tab=2');
    await expect(page).toHaveURL(
      /\/user\/login-admin\?redirect=%2Fisystem%2FroleUserList%3Ftab%3D2$/,
    );

    await signInAsAdmin(page, page.url());

    await expect(page).toHaveURL(/\/isystem\/roleUserList\?tab=2$/);
    await expectShell(page);
    await expect(page.getByRole('menuitem', { name: '角色管理' })).toHaveClass(
      /ant-menu-item-selected/,
    );
    const crumbs = page.locator('.ant-breadcrumb');
    await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Home');
    await expect(crumbs.getByRole('link', { name: '系统管理' })).toBeVisible();
    await expect(crumbs.getByText('角色管理')).toBeVisible();
  });

  test('loads the menu once with the token and shows every administration area', async ({
    page,
  }) => {
    const menuRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('UserResourceListInquiry')) {
        menuRequests.push(request.headers()['x-access-token'] ?? '');
      }
    });
    await signInAsAdmin(page);
    await expectShell(page);

    await page.getByRole('menu').getByText('系统管理', { exact: true }).click();
    for (const title of [
      '用户管理',
      '角色管理',
      '菜单管理',
      '部门管理',
      '数据字典',
      '定时任务',
      '租户管理',
    ]) {
      await expect(page.getByRole('menuitem', { name: title })).toBeVisible();
    }
    expect(menuRequests).toHaveLength(1);
    expect(menuRequests[0]).not.toBe('');
  });

  test('opening one top-level group closes the others', async ({ page }) => {
    await signInAsAdmin(page);
    await expectShell(page);
    const menu = page.getByRole('menu');

    await menu.getByText('系统管理', { exact: true }).click();
    await expect(page.getByRole('menuitem', { name: '用户管理' })).toBeVisible();
    await menu.getByText('系统监控', { exact: true }).click();

    await expect(page.getByRole('menuitem', { name: '用户管理' })).toBeHidden();
  });

  test('a page whose component is not part of the console says so in the page', async ({
    page,
  }) => {
    // A menu entry whose component path no module of resources/registry.ts maps, however many
    // business pages the demo menu's paths reach.
    await page.route(resourcesCall, async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { body: { resourceJson: { menu: unknown[] } } };
      reply.body.resourceJson.menu.push({
        id: 'e2e-unknown-component',
        route: '1',
        path: '/e2e/unknownPage',
        name: 'e2e-unknownPage',
        component: 'e2e/UnknownPageList',
        redirect: null,
        meta: { title: '未接入页面', keepAlive: false, internalOrExternal: false },
      });
      await route.fulfill({ response, json: reply });
    });
    await signInAsAdmin(page, '/user/login-admin?redirect=%2Fe2e%2FunknownPage');
    await expect(page.getByText('页面组件「e2e/UnknownPageList」未接入本控制台')).toBeVisible();
  });

  test('an embedded entry gets the whitelisted placeholder resolved, same-origin unsandboxed', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expectShell(page);
    await page.getByRole('menu').getByText('系统监控', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'SQL监控' }).click();

    const frame = page.locator('iframe[title="SQL监控"]');
    await expect(frame).toHaveAttribute('src', new URL('/admin/druid/', page.url()).href);
    // Same origin: a sandbox with allow-scripts and allow-same-origin would only pretend.
    await expect(frame).not.toHaveAttribute('sandbox');
  });

  test('an external entry opens in a new tab without access to the console', async ({ page }) => {
    await signInAsAdmin(page);
    await expectShell(page);
    await page.evaluate(() => {
      const opened: unknown[] = [];
      (window as unknown as { __opened: unknown[] }).__opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });

    await page.getByRole('menuitem', { name: '帮助中心' }).click();

    const opened = await page.evaluate(
      () => (window as unknown as { __opened: unknown[] }).__opened,
    );
    expect(opened).toEqual([['https://help.example.com/console', '_blank', 'noopener,noreferrer']]);
    await expect(page).toHaveURL(/\/Home$/);
  });

  test('an unknown path of a signed-in user goes to /404', async ({ page }) => {
    await signInAsAdmin(page);
    await expectShell(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a failed menu load signs out and returns to sign-in with the original path', async ({
    page,
  }) => {
    await page.route(resourcesCall, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status: { success: false, replyCode: 'E0001', replyText: '查询失败', errorMsg: null },
          body: null,
        }),
      }),
    );
    const menuLoad = page.waitForResponse(resourcesCall);
    await signInAsAdmin(page, '/user/login-admin?redirect=%2Fisystem%2Fuser');
    await menuLoad;

    await expect(page).toHaveURL(/\/user\/login-admin\?redirect=%2Fisystem%2Fuser$/);
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pro__Access-Token')))
      .toBeNull();
  });

  test('leaving the page while its menu loads keeps the session (the cut-off call is no failed load)', async ({
    page,
  }) => {
    // The menu call after signing in gets no answer: the browser cuts it off when the page is left.
    // The route stays (unrouting the last one ends interception, which lets the held call go on).
    await answerFirst(page, resourcesCall, () => new Promise<void>(() => undefined));
    const menuAsked = page.waitForRequest(resourcesCall);
    await signInAsAdmin(page);
    await menuAsked;
    const cutOff = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('UserResourceListInquiry'),
    );

    await page.goto('/user/login-admin');
    await cutOff;

    // spec 2.2: with a session the login page goes to the home path.
    await expect(page).toHaveURL(/\/Home$/);
    await expectShell(page);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).not.toBeNull();
  });

  test('an empty menu is refused like a failed load (spec 7.2)', async ({ page }) => {
    await page.route(resourcesCall, async (route) => {
      const headers = { ...route.request().headers(), prefer: 'example=emptyMenu' };
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    const menuLoad = page.waitForResponse(resourcesCall);
    await signInAsAdmin(page);
    await menuLoad;

    await expect(page).toHaveURL(/\/user\/login-admin\?redirect=%2FHome$/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pro__Access-Token')))
      .toBeNull();
  });
});
