import { expect, test, type Page } from './support/test';
import { describeFindings, scanPage, summariseFindings, type AxeFinding } from './support/axe';
import { describeViolations, recordViolations, type Violation } from './support/csp';
import { ADD, table } from './support/list';
import { openFromUserMenu } from './support/userMenu';
import { startSignedIn } from './support/session';
import {
  galleryTabs,
  openAndReadMenu,
  openGalleryTab,
  openWalkedPage,
  signInAndReadMenu,
  type WalkedPage,
} from './support/walk';

// One walk of the whole console for the checks that must hold everywhere, so each page is opened
// once for both:
// - Issue 13 item 10: no Content-Security-Policy violation while signing in, on any page of the
//   demo menu or any gallery tab (the policy itself: csp.spec.ts).
// - Issue 14: no serious or critical axe violation (WCAG 2.0/2.1 A and AA) on the sign-in page, the
//   home page, every page of the demo menu, the main dialogs and drawers, and the dark menu style
//   of the display settings (spec 2.9) (keyboard use: a11y.spec.ts).
// Pages added to the menu later are walked too.
//
// The walk is cut into tests that run side by side on the two workers (issue 32: as one test it
// took 4–5 minutes at the end of the run, with the other worker idle). Only the first signs in
// through the login page; the others start signed in.
test.describe.configure({ mode: 'parallel' });

/** The menu's pages are walked in this many tests, every SLICES-th page in each. */
const SLICES = 4;

// Plain CSS (axe takes it too); closed modals stay in the DOM hidden, which axe skips.
const MODAL = '.ant-modal-wrap';
const OPEN_DRAWER = '.ant-drawer-open';
const openModal = (page: Page) => page.locator(MODAL).filter({ visible: true });

/**
 * Waits out the open animation (zoom, fade) of the shown `selector`: axe measured a dialog's 确定
 * mid fade-in once (#d4e4f0 on #1c6ead, 4.16:1), a colour the finished dialog never shows.
 */
async function animationsEnded(page: Page, selector: string) {
  await page
    .locator(selector)
    .filter({ visible: true })
    .first()
    .evaluate((root) =>
      // A cancelled animation (the dialog closed meanwhile) is over too.
      Promise.all(
        root.getAnimations({ subtree: true }).map((running) => running.finished.catch(() => null)),
      ),
    );
}

function pageTitled(pages: readonly WalkedPage[], title: string): WalkedPage {
  const found = pages.find((walked) => walked.title === title);
  if (!found) throw new Error(`the demo menu has no page titled ${title}`);
  return found;
}

function pageAt(pages: readonly WalkedPage[], path: string): WalkedPage {
  const found = pages.find((walked) => walked.path === path);
  if (!found) throw new Error(`the demo menu has no page at ${path}`);
  return found;
}

/** What one test of the walk saw: policy violations and axe findings, asserted at its end. */
function walkRecorder(page: Page) {
  const seen: string[] = [];
  const findings: AxeFinding[] = [];
  let scans = 0;
  let violations: Violation[] = [];
  return {
    async start() {
      // The walk's own waits (a cold app, the menu reply) get a busy machine's margin.
      page.setDefaultTimeout(60_000);
      violations = await recordViolations(page);
    },
    checkPolicy(where: string) {
      const found = violations.splice(0);
      if (found.length > 0) seen.push(`${where}:\n${describeViolations(found)}`);
    },
    async scan(where: string, within?: string) {
      scans += 1;
      if (within) await animationsEnded(page, within);
      findings.push(...(await scanPage(page, where, within)));
    },
    finish() {
      console.log(summariseFindings(findings, scans));
      expect.soft(seen, seen.join('\n\n')).toEqual([]);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
    },
  };
}

/** A recorded walk opened signed in at the home page, with the menu's pages. */
async function startWalk(page: Page) {
  const walk = walkRecorder(page);
  await walk.start();
  const pages = await openAndReadMenu(page);
  return { walk, pages };
}

test('signing in and 首页: no policy violation, no serious axe violation', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  const walk = walkRecorder(page);
  await walk.start();

  await page.goto('/user/login-admin');
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await walk.scan('登录页 /user/login-admin');

  const pages = await signInAndReadMenu(page);
  expect(pages.length).toBeGreaterThan(20);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  walk.checkPolicy('sign-in');
  await walk.scan(`首页 ${new URL(page.url()).pathname}`);
  walk.finish();
});

test.describe('signed in', () => {
  test.use(startSignedIn);

  for (let slice = 0; slice < SLICES; slice += 1) {
    test(`every page of the menu, part ${slice + 1} of ${SLICES}: no policy violation, no serious axe violation`, async ({
      page,
    }) => {
      const { walk, pages } = await startWalk(page);
      expect(pages.length).toBeGreaterThan(20);
      const home = new URL(page.url()).pathname;
      const mine = pages.filter((_, index) => index % SLICES === slice);
      // axe takes seconds a page on a busy machine.
      test.setTimeout(2 * 60_000 + mine.length * 35_000);

      for (const walked of mine) {
        await openWalkedPage(page, walked);
        walk.checkPolicy(`${walked.title} (${walked.path})`);
        // The home page is scanned as sign-in left it, by the test above.
        if (walked.path !== home) await walk.scan(`${walked.title} ${walked.path}`);
      }
      walk.finish();
    });
  }

  test('every gallery tab: no policy violation', async ({ page }) => {
    test.setTimeout(2 * 60_000 + galleryTabs().length * 20_000);
    const walk = walkRecorder(page);
    await walk.start();
    for (const tab of galleryTabs()) {
      await openGalleryTab(page, tab);
      walk.checkPolicy(`/test/home?tab=${tab}`);
    }
    walk.finish();
  });

  test('the main dialogs and drawers, and the dark menu style: no policy violation, no serious axe violation', async ({
    page,
  }) => {
    test.setTimeout(4 * 60_000);
    const { walk, pages } = await startWalk(page);
    walk.checkPolicy('首页');

    // A list page's 新增 dialog and 详情 drawer (the list kit, resources/kit).
    await openWalkedPage(page, pageTitled(pages, '职务管理'));
    await page.getByRole('button', { name: ADD }).click();
    await expect(openModal(page)).toBeVisible();
    await walk.scan('职务管理 新增 dialog', MODAL);
    await page.keyboard.press('Escape');
    await expect(openModal(page)).toHaveCount(0);
    await table(page).locator('tbody tr.ant-table-row').first().getByText('详情').click();
    await expect(page.locator(OPEN_DRAWER)).toBeVisible();
    await walk.scan('职务管理 详情 drawer', OPEN_DRAWER);
    await page.keyboard.press('Escape');
    await expect(page.locator(OPEN_DRAWER)).toHaveCount(0);

    // The user form is a drawer with pickers.
    // By path: 公司管理 (issue 19) has a 用户管理 of its own, whose form is a dialog.
    await openWalkedPage(page, pageAt(pages, '/isystem/user'));
    await page.getByRole('button', { name: ADD }).click();
    await expect(page.locator(OPEN_DRAWER)).toBeVisible();
    await walk.scan('用户管理 新增 drawer', OPEN_DRAWER);
    await page.keyboard.press('Escape');
    await expect(page.locator(OPEN_DRAWER)).toHaveCount(0);

    await openFromUserMenu(page, '修改登录密码', '修改登录密码');
    await walk.scan('修改登录密码 dialog', MODAL);
    await page.keyboard.press('Escape');
    await expect(openModal(page)).toHaveCount(0);

    // The display settings drawer, then the dark menu style it offers (spec 2.9).
    await openFromUserMenu(page, '系统设置', '系统设置');
    await walk.scan('系统设置 drawer', OPEN_DRAWER);
    await page.getByText('暗色菜单风格').click();
    await page.keyboard.press('Escape');
    await expect(page.locator(OPEN_DRAWER)).toHaveCount(0);
    await walk.scan('用户管理 with the dark menu style');
    walk.checkPolicy('the dialogs and drawers');
    walk.finish();
  });
});
