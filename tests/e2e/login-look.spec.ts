import { expect, test, type Page, type TestInfo } from './support/test';
import { worstContrast } from './support/contrast';
import { openSignedIn, startSignedIn } from './support/session';

// The sign-in page with the mock's tenant branding (spec 2.4, issue 13 item 14) must read well on
// any background image an operator configures, at desktop and phone widths: the card centred and
// never covered, header and footer text at WCAG AA (4.5:1). Screenshots are attached for a human
// look, never compared with a baseline.

const BACKGROUND = '**/admin/sys/common/static/brand/huilian-bkg.svg';
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">${body}</svg>`;

/** Background images an operator might upload, served in place of the mock's calm one. */
const backgrounds: Record<string, string | undefined> = {
  'the mock image': undefined,
  'a dark image': svg(
    '<rect width="1600" height="900" fill="#06121f"/><circle cx="800" cy="450" r="420" fill="#0b2a4a"/>',
  ),
  'a bright image': svg(
    '<rect width="1600" height="900" fill="#ffffff"/><circle cx="800" cy="450" r="420" fill="#ffe14d"/>',
  ),
  'a busy image': svg(
    '<defs><pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="40" fill="#000"/><rect x="20" width="20" height="40" fill="#1677ff"/></pattern></defs><rect width="1600" height="900" fill="url(#p)"/>',
  ),
};

const viewports = [
  { width: 1440, height: 900 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

async function openSignIn(page: Page, image: string | undefined) {
  if (image) {
    await page.route(BACKGROUND, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: image }),
    );
  }
  await page.goto('/user/login-admin');
  // The branding needs two lookups in a row (spec 7.2) before the image is even asked for.
  await expect(page.getByRole('heading', { name: '汇联支付运营支撑平台' })).toBeVisible({
    timeout: 30_000,
  });
  // The operator's image is on screen (decoded) before anything is measured or photographed.
  const background = await page.evaluate(async () => {
    const layers = getComputedStyle(document.querySelector('.login-layout') ?? document.body);
    const url = /url\("(.*)"\)/.exec(layers.backgroundImage)?.[1] ?? '';
    const image = new Image();
    image.src = url;
    await image.decode();
    return url;
  });
  expect(background).toMatch(/\/admin\/sys\/common\/static\/brand\/huilian-bkg\.svg$/);
}

async function expectCardCentredAndUncovered(page: Page) {
  const card = page.locator('.sign-in-card').filter({ hasText: '管理员登录' });
  await expect(card).toBeVisible();
  const { box, viewport, hits } = await card.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const inset = 12; // clear of the rounded corners
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + inset, rect.top + inset],
      [rect.right - inset, rect.top + inset],
      [rect.left + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
    ] as const;
    return {
      box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
      viewport: {
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      },
      hits: points.map(([x, y]) => element.contains(document.elementFromPoint(x, y))),
    };
  });
  expect(Math.abs((box.left + box.right) / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(viewport.width);
  expect(box.bottom).toBeLessThanOrEqual(viewport.height);
  expect(hits, 'card centre and corners are the card itself').toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
}

async function expectLegibleHeaderAndFooter(page: Page) {
  const footer = page.locator('footer');
  const texts = {
    系统名称: page.getByRole('heading', { name: '汇联支付运营支撑平台' }),
    版权: footer.getByText('Copyright © 2017-2026 汇联支付科技有限公司'),
    ICP备案: footer.getByRole('link', { name: '京ICP备2020012345号-1' }),
    公安备案: footer.getByRole('link', { name: '京公网安备11010502040000号' }),
  };
  for (const [name, text] of Object.entries(texts)) {
    await expect(text, name).toBeVisible();
    expect(await worstContrast(text), `${name} contrast`).toBeGreaterThanOrEqual(4.5);
  }
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test.describe('sign-in page look (spec 2.4)', () => {
  for (const viewport of viewports) {
    for (const [name, image] of Object.entries(backgrounds)) {
      test(`${viewport.width}×${viewport.height} on ${name}: card centred and uncovered, bars legible`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        await openSignIn(page, image);
        await expectCardCentredAndUncovered(page);
        await expectLegibleHeaderAndFooter(page);
        await attachScreenshot(page, testInfo, `${viewport.width}-${name}`);
      });
    }
  }
});

test.describe('signed-in footer (spec 2.4, 2.5, 3)', () => {
  test.use(startSignedIn);

  test('shows the branding copyright and company, legible on the layout', async ({ page }) => {
    await openSignedIn(page);

    const footer = page.locator('footer');
    await expect(footer).toHaveText('Copyright © 2017-2026 汇联支付科技有限公司');
    expect(await worstContrast(footer)).toBeGreaterThanOrEqual(4.5);
  });
});
