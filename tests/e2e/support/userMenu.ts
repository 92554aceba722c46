import { expect, type Page } from './test';

/** The avatar dropdown is named after the signed-in user (系统管理员 on the mock). */
const USER_BUTTON = '系统管理员';

/**
 * Picks `item` in the avatar dropdown and waits for the dialog or drawer named `title` it opens.
 * On a loaded machine a click landing while the dropdown animates in was lost now and then, so the
 * step is repeated until the dialog shows (it is never opened twice: a shown dialog ends the loop).
 */
export async function openFromUserMenu(page: Page, item: string, title: string) {
  const opened = page.getByRole('dialog', { name: title });
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (await opened.isVisible()) return;
    if (!(await entry.isVisible())) await page.getByRole('button', { name: USER_BUTTON }).click();
    await entry.click({ timeout: 5_000 });
    await expect(opened).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  return opened;
}
