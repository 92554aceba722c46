import { expect, test, type Page } from './support/test';
import { openFromUserMenu } from './support/userMenu';
import { openSignedIn, startSignedIn } from './support/session';

// Display settings take effect on the signed-in layout (spec 2.5, 2.9, 9).

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

function openSettings(page: Page) {
  return openFromUserMenu(page, '系统设置', '系统设置');
}

test.describe('display settings on the layout', () => {
  test('top-menu navigation moves the menu into the header, with a fixed content width', async ({
    page,
  }) => {
    await openSignedIn(page);
    await expect(page.locator('.ant-layout-sider')).toHaveCount(1);

    const drawer = await openSettings(page);
    await drawer.getByText('顶部栏导航').click();
    await page.keyboard.press('Escape');

    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await expect(page.locator('.ant-layout-header .ant-menu-horizontal')).toBeVisible();
    const width = await page
      .locator('.ant-layout-content')
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(1200);
  });

  test('a fixed header stays in view and hides on scroll when asked to', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openSignedIn(page);
    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await page.keyboard.press('Escape');
    const header = page.locator('.ant-layout-header');
    await expect(header).toHaveCSS('position', 'sticky');

    // Make the page tall enough to scroll, then scroll past the 100 px threshold.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('.ant-layout-content')?.appendChild(filler);
    });
    const again = await openSettings(page);
    await again.getByRole('switch', { name: /下滑时隐藏 Header/ }).click();
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await expect(header).toHaveCSS('transform', /matrix\(1, 0, 0, 1, 0, -\d+/);
  });

  test('a route whose meta hides the header content shows no breadcrumb', async ({ page }) => {
    await page.route('**/admin/cap/auth/v1/UserResourceListInquiry**', async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as {
        body: { resourceJson: { menu: { path: string; meta: Record<string, unknown> }[] } };
      };
      const home = reply.body.resourceJson.menu.find((item) => item.path === '/Home');
      if (home) home.meta.hiddenHeaderContent = true;
      await route.fulfill({ response, json: reply });
    });
    await openSignedIn(page);
    await expect(page.locator('.ant-breadcrumb')).toHaveCount(0);
  });
});
