// Headless Debian Chromium for the bench, set up like the e2e tests (playwright.config.ts), and
// the in-page clock: every time is read with performance.now() inside the page, so it is relative
// to the document's navigation start and free of Playwright's round trips.
/* global document */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const chromiumLaunch = JSON.parse(
  readFileSync(new URL('../lib/chromium.json', import.meta.url), 'utf8'),
);

export function launchBrowser() {
  return chromium.launch({ ...chromiumLaunch, headless: true });
}

/**
 * A new context has an empty HTTP cache and storage: each run is a cold load. No CPU or network
 * throttling and no request routing, so the numbers are this box on loopback.
 */
export function newColdContext(browser, baseURL, options = {}) {
  return browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...options,
  });
}

/**
 * Runs in the page on every animation frame: performance.now() of the first frame in which an
 * element matching `target` is laid out, not hidden, and (when asked) enabled; false before.
 */
function readyAt({ selector, text, enabled }) {
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    );
  };
  const matches = [...document.querySelectorAll(selector)].filter(
    (element) =>
      (text === undefined || element.textContent.includes(text)) &&
      (!enabled || !element.disabled) &&
      shown(element),
  );
  return matches.length > 0 ? performance.now() : false;
}

/** Milliseconds since navigation start at which `target` became ready (see readyAt). */
export async function waitUntilReady(page, target, timeout = 30_000) {
  const handle = await page.waitForFunction(readyAt, target, { polling: 'raf', timeout });
  return handle.jsonValue();
}

/**
 * Signs in from the (ready) login page and waits for the first tab of the shell. Returns the
 * in-page times of the click on the sign-in button and of the first frame showing the tab.
 * `typingTime`: click only once the page's network is quiet after typing, as it is after the
 * seconds a person takes to type (the page fetches the shell meanwhile); otherwise the click
 * follows the typed values at once.
 */
export async function signInFromLoginPage(page, signIn, { typingTime = false } = {}) {
  await page.locator(signIn.accountField.selector).fill(signIn.account);
  await page.locator(signIn.passwordField.selector).fill(signIn.password);
  if (typingTime) await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const record = () => (globalThis.benchSignInClickedAt ??= performance.now());
    document.addEventListener('click', record, { capture: true, once: true });
  });
  // Watching starts before the click so a fast sign-in cannot be seen late.
  const firstTabShown = waitUntilReady(page, signIn.firstTab);
  firstTabShown.catch(() => {}); // awaited below; a failed click must not leave it unhandled
  await page.getByRole('button', { name: signIn.submitButton }).click();
  const firstTabAt = await firstTabShown;
  const clickedAt = await page.evaluate(() => globalThis.benchSignInClickedAt);
  // Sign-in is a client-side navigation; a full reload would reset the page's clock.
  if (typeof clickedAt !== 'number') throw new Error('the page reloaded while signing in');
  return { clickedAt, firstTabAt };
}
