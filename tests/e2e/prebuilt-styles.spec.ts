import { expect, test, type Page } from './support/test';
import { expectShell, signInAsAdmin } from './support/session';

// Issue 20: antd's styles for the sign-in page, the shell and 首页 come with the build
// (src/app/prebuiltStyles/catalogue.tsx), so the browser generates none of them on the way to
// the first tab; another theme colour is still styled, in the browser. The sheet is built for the
// default display settings with antd's motion, which the suite otherwise turns off.
test.use({ reducedMotion: 'no-preference' });

/** The <style> elements antd generated in the page. */
const generatedStyles = (page: Page) => page.locator('style[data-css-hash]');

test('the sign-in page and the shell are styled from the prebuilt sheet, none generated', async ({
  page,
}) => {
  await page.goto('/user/login-admin');
  const signIn = page.getByRole('button', { name: /登\s*录/ });
  await expect(signIn).toBeVisible();
  // The theme colour #0267B5 on the primary button: styled, from the sheet.
  await expect(signIn).toHaveCSS('background-color', 'rgb(2, 103, 181)');
  await expect(generatedStyles(page)).toHaveCount(0);

  await signInAsAdmin(page);
  await expectShell(page);
  await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
  await expect(generatedStyles(page)).toHaveCount(0);
});

test('another theme colour is styled in the browser, over the prebuilt sheet', async ({ page }) => {
  await page.addInitScript(() => {
    const settings = { value: { primaryColor: '#722ED1' }, expire: null };
    localStorage.setItem('pro__DEFAULT_SETTINGS', JSON.stringify(settings));
  });
  await page.goto('/user/login-admin');

  const signIn = page.getByRole('button', { name: /登\s*录/ });
  await expect(signIn).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  await expect(generatedStyles(page).first()).toBeAttached();
});
