import { expect, test, type Page } from './support/test';
import { expectShell, signInAsAdmin } from './support/session';

// Issue 13 items 1, 2 and 4 against the Prism mock's demo menu: routes that only redirect open no
// tab (spec 2.8), /test needs a session (spec 2.2), and routes are filtered by meta.permission
// (spec 6).

/** The tabs proper; antd also gives each tab's close button role tab. */
const tabTitles = (page: Page) =>
  page.locator('.ant-tabs-nav').first().locator('.ant-tabs-tab-btn');

const RESOURCES_CALL = '**/admin/cap/auth/v1/UserResourceListInquiry**';

interface MenuItemReply {
  path: string;
  meta: Record<string, unknown>;
  children?: MenuItemReply[];
}

/** Serves the mock's menu with meta.permission added to the entries at the given paths. */
async function serveMenuWithPermissions(page: Page, permissions: Record<string, string[]>) {
  await page.route(RESOURCES_CALL, async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as {
      body: { resourceJson: { menu: MenuItemReply[] } };
    };
    const visit = (items: MenuItemReply[]) =>
      items.forEach((item) => {
        const required = permissions[item.path];
        if (required) item.meta.permission = required;
        visit(item.children ?? []);
      });
    visit(reply.body.resourceJson.menu);
    await route.fulfill({ response, json: reply });
  });
}

test.describe('tabs only for pages (issue 13 item 1)', () => {
  test('signing in with ?redirect=/ lands on /Home with the 首页 tab alone', async ({ page }) => {
    await signInAsAdmin(page, '/user/login-admin?redirect=%2F');

    await expect(page).toHaveURL(/\/Home$/);
    await expectShell(page);
    await expect(tabTitles(page)).toHaveText(['首页']);
  });

  for (const [group, path, pageTitle] of [
    ['/cus', /\/cus\/cusMastInfoList$/, '客户信息'],
    ['/accounting', /\/accounting\/adjustList$/, '调账管理'],
    ['/isystem', /\/isystem\/user$/, '用户管理'],
  ] as const) {
    test(`opening the menu group ${group} by URL opens a tab for its page only`, async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await expectShell(page);

      await page.goto(group);

      await expect(page).toHaveURL(path);
      await expect(tabTitles(page)).toHaveText(['首页', pageTitle]);
    });
  }

  test('navigating in the app to a group or an unknown path never shows a tab for it', async ({
    page,
  }) => {
    const seen = new Set<string>();
    await signInAsAdmin(page);
    await expectShell(page);
    // Any tab the shell shows on the way, however briefly, is reported here.
    await page.exposeFunction('reportTabs', (titles: string[]) =>
      titles.forEach((title) => seen.add(title)),
    );
    await page.evaluate(() => {
      const report = (window as unknown as { reportTabs: (titles: string[]) => void }).reportTabs;
      new MutationObserver(() =>
        report([...document.querySelectorAll('.ant-tabs-tab-btn')].map((n) => n.textContent ?? '')),
      ).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const goInApp = (path: string) =>
      page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);

    await goInApp('/isystem');
    await expect(page).toHaveURL(/\/isystem\/user$/);
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理']);

    await goInApp('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);

    expect([...seen].filter((title) => title === '系统管理' || title.startsWith('/'))).toEqual([]);
  });
});

test.describe('the widget gallery needs a session (issue 13 item 2, spec 2.2)', () => {
  test('signed out, /test/home goes to sign-in with a redirect query and back', async ({
    page,
  }) => {
    await page.goto('/test/home?tab=cron');

    await expect(page).toHaveURL(/\/user\/login-admin\?redirect=%2Ftest%2Fhome%3Ftab%3Dcron$/);
    await expect(page.getByText('运行配置检查')).toHaveCount(0);

    await signInAsAdmin(page, page.url());

    await expect(page).toHaveURL(/\/test\/home\?tab=cron$/);
    await expect(page.getByText('运行配置检查')).toBeVisible();
  });
});

test.describe('routes filtered by meta.permission (issue 13 item 4, spec 6)', () => {
  test('a deep link to an entry whose permission the user lacks shows 403 and loads no data', async ({
    page,
  }) => {
    // The admin holds user:add (the mock's auth list) but not user:list:all.
    await serveMenuWithPermissions(page, {
      '/isystem/user': ['user:list:all'],
      '/isystem/roleUserList': ['user:list:all', 'user:add'],
    });
    const userListCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sys/user/list')) userListCalls.push(request.url());
    });

    await signInAsAdmin(page, '/user/login-admin?redirect=%2Fisystem%2Fuser');

    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('抱歉，你无权访问该页面')).toBeVisible();
    expect(userListCalls).toEqual([]);
  });

  test('the menu leaves the entry out and its group opens the first permitted page', async ({
    page,
  }) => {
    await serveMenuWithPermissions(page, {
      '/isystem/user': ['user:list:all'],
      '/isystem/roleUserList': ['user:list:all', 'user:add'],
    });
    await signInAsAdmin(page);
    await expectShell(page);

    await page.getByRole('menu').getByText('系统管理', { exact: true }).click();
    await expect(page.getByRole('menuitem', { name: '角色管理' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '用户管理' })).toHaveCount(0);

    await page.goto('/isystem');
    await expect(page).toHaveURL(/\/isystem\/roleUserList$/);
    await expect(tabTitles(page)).toHaveText(['首页', '角色管理']);
  });
});
