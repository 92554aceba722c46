import { expect, type Page } from './test';
import { normaliseReply } from '../../../providers/http/envelope';
import { buildMenuModel, type ServerMenuItem } from '../../../src/lib/menu/buildMenuModel';
import { GALLERY_SECTIONS } from '../../../src/shell/test/gallery/sections';
import { expectShell, signInAsAdmin } from './session';

// Walks of the whole console for checks that must hold everywhere (content security policy,
// accessibility): every page the demo menu routes and every gallery tab. Pages added to the
// mock's menu later are walked without touching the walks.

export interface WalkedPage {
  path: string;
  title: string;
}

const MENU_CALL = '/cap/auth/v1/UserResourceListInquiry';

/** The routed pages of the menu reply the console is about to get. */
async function menuReplyPages(page: Page): Promise<() => Promise<WalkedPage[]>> {
  const menuReply = page.waitForResponse((response) => response.url().includes(MENU_CALL));
  return async () => {
    const reply = normaliseReply(await (await menuReply).json()) as {
      result?: { resourceJson?: { menu?: ServerMenuItem[] } };
    };
    const menu = reply.result?.resourceJson?.menu ?? [];
    const model = buildMenuModel(menu, (raw) => raw ?? undefined);
    return model.routes
      .filter((node) => node.kind === 'page' || node.kind === 'iframe')
      .filter((node) => !node.path.includes(':'))
      .map((node) => ({ path: node.path, title: node.title }));
  };
}

/**
 * Signs in as admin and resolves with every routed page of the menu the console was given
 * (containers, external links and route-flag-'0' entries left out, as the console does).
 */
export async function signInAndReadMenu(page: Page): Promise<WalkedPage[]> {
  const pages = await menuReplyPages(page);
  await signInAsAdmin(page);
  const walked = await pages();
  await expectShell(page);
  return walked;
}

/** The same for a context started signed in (startSignedIn): opens the console at its home page. */
export async function openAndReadMenu(page: Page): Promise<WalkedPage[]> {
  const pages = await menuReplyPages(page);
  await page.goto('/');
  const walked = await pages();
  await expectShell(page);
  return walked;
}

/** Opens a signed-in page by URL and waits until its tab shows and no page chunk is loading. */
export async function openWalkedPage(page: Page, walked: WalkedPage): Promise<void> {
  await page.goto(walked.path);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(walked.path)}(\\?|$)`));
  await expectShell(page);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
}

/** Every tab of the widget gallery (/test/home?tab=…). */
export const galleryTabs = (): readonly string[] => GALLERY_SECTIONS.map((section) => section.key);

export async function openGalleryTab(page: Page, key: string): Promise<void> {
  await page.goto(`/test/home?tab=${key}`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
