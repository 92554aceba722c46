import { expect, test, type Page } from './support/test';
import { expectShell, openSignedIn, startSignedIn } from './support/session';
import { openFromUserMenu } from './support/userMenu';

// Tabbed shell (spec 2.8, 4, 8.4) and display settings drawer (spec 2.9, 3) on the Prism mock's
// menu: 系统管理 → 用户管理 (/isystem/user), 角色管理 (/isystem/roleUserList), 部门管理
// (/isystem/depart).

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

/** The tabs proper; antd also gives each tab's close button role tab, named 关闭. */
const tabBar = (page: Page) => page.locator('.ant-tabs-nav').first();
const tab = (page: Page, title: string) =>
  tabBar(page).getByRole('tab', { name: title, exact: true });
const tabTitles = (page: Page) => tabBar(page).locator('.ant-tabs-tab-btn');

async function openFromMenu(page: Page, title: string) {
  // Menu entries are named with their icon first ("user 用户管理").
  const entry = page.getByRole('menu').getByRole('menuitem', { name: title });
  if (!(await entry.isVisible())) {
    await page.getByRole('menu').getByText('系统管理', { exact: true }).click();
  }
  await entry.click();
  await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
}

async function signedInWithTabs(page: Page, ...titles: string[]) {
  await openSignedIn(page);
  for (const title of titles) await openFromMenu(page, title);
}

async function fromTabMenu(page: Page, title: string, item: string) {
  await tab(page, title).getByText(title, { exact: true }).click({ button: 'right' });
  const action = page.getByRole('menuitem', { name: item });
  await expect(action).toBeVisible();
  await action.click();
  // Reopening a menu while its closing animation runs leaves it moving; wait until it is gone.
  await expect(page.locator('.ant-dropdown')).toHaveCount(0);
}

function openSettings(page: Page) {
  return openFromUserMenu(page, '系统设置', '系统设置');
}

/** The bar's 页签操作 button opens the same menu for the active tab. */
async function fromBarMenu(page: Page, item: string) {
  await page.getByRole('button', { name: '页签操作' }).click();
  const action = page.getByRole('menuitem', { name: item });
  await expect(action).toBeVisible();
  await action.click();
  await expect(page.locator('.ant-dropdown')).toHaveCount(0);
}

test.describe('tabbed shell and display settings', () => {
  test('opening routes adds tabs; activating one navigates; closing selects the neighbour', async ({
    page,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await signedInWithTabs(page, '用户管理', '角色管理');

    await expect(tabTitles(page)).toHaveText(['首页', '用户管理', '角色管理']);
    await expect(page).toHaveTitle(/^角色管理 · /);

    await tab(page, '用户管理').click();
    await expect(page).toHaveURL(/\/isystem\/user$/);

    await tab(page, '用户管理').locator('xpath=..').getByRole('tab', { name: '关闭' }).click();
    await expect(tabTitles(page)).toHaveText(['首页', '角色管理']);
    await expect(page).toHaveURL(/\/isystem\/roleUserList$/);
    expect(pageErrors).toEqual([]);
  });

  test('the home tab cannot be closed: it offers no close button, the others do', async ({
    page,
  }) => {
    await signedInWithTabs(page, '用户管理');

    const closeOf = (title: string) =>
      tab(page, title).locator('xpath=..').getByRole('tab', { name: '关闭' });
    await expect(closeOf('用户管理')).toBeVisible();
    await expect(closeOf('首页')).toHaveCount(0);
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理']);
  });

  test('the tab list holds only tabs; 页签操作 beside it opens the tab menu from the keyboard', async ({
    page,
  }) => {
    await signedInWithTabs(page, '用户管理');

    // WAI-ARIA (axe aria-required-children, issue 14): a tablist owns tabs and nothing else.
    await expect(page.getByRole('tablist').first().getByRole('button')).toHaveCount(0);
    await page.getByRole('button', { name: '页签操作' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: '关闭其他' })).toBeVisible();
  });

  test('the context menu closes others, left and right, never home, and refreshes', async ({
    page,
  }) => {
    await signedInWithTabs(page, '用户管理', '角色管理', '部门管理');

    await fromTabMenu(page, '角色管理', '关闭左侧');
    await expect(tabTitles(page)).toHaveText(['首页', '角色管理', '部门管理']);

    await tab(page, '角色管理').click();
    await expect(tab(page, '角色管理')).toHaveAttribute('aria-selected', 'true');
    await fromBarMenu(page, '关闭右侧');
    await expect(tabTitles(page)).toHaveText(['首页', '角色管理']);
    await expect(page).toHaveURL(/\/isystem\/roleUserList$/);

    await openFromMenu(page, '用户管理');
    await fromBarMenu(page, '关闭其他');
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理']);

    await fromBarMenu(page, '刷新');
    await expect(page).toHaveURL(/\/isystem\/user$/);
    await expect(tab(page, '用户管理')).toHaveAttribute('aria-selected', 'true');
  });

  test('display settings persist across a reload', async ({ page }) => {
    await openSignedIn(page);
    const drawer = await openSettings(page);
    await expect(drawer.getByText(/仅用于开发环境预览/)).toBeVisible();

    await drawer.getByText('暗色菜单风格').click();
    await drawer.getByRole('button', { name: '酱紫' }).click();
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await expect(page.locator('.ant-tabs-nav')).toHaveCount(0);

    await page.reload();
    await expectShell(page);
    await expect(page.locator('.ant-tabs-nav')).toHaveCount(0);
    const again = await openSettings(page);
    await expect(again.getByRole('radio', { name: '暗色菜单风格' })).toBeChecked();
    await expect(again.getByRole('button', { name: '酱紫' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(again.getByRole('switch', { name: '固定 Header' })).toBeChecked();
    await expect(again.getByRole('switch', { name: '多页签模式' })).not.toBeChecked();
    const stored = await page.evaluate(() => localStorage.getItem('pro__DEFAULT_SETTINGS'));
    expect(stored).toContain('"primaryColor":"#722ED1"');
  });
});
