import { expect, test } from './support/test';

// The console guard of support/test.ts: a page that prints an error or a warning, or throws, fails
// its test; Chromium's "Failed to load resource" lines and declared messages do not. Blank pages
// only: the guard is the subject, not the console.

test.describe('console guard', () => {
  test('fails a test whose page logs console.error', async ({ page }) => {
    test.fail();
    await page.setContent('<p>console</p>');
    await page.evaluate(() => console.error('Warning: something React would say'));
  });

  test('fails a test whose page logs a warning', async ({ page }) => {
    test.fail();
    await page.setContent('<p>console</p>');
    await page.evaluate(() => console.warn('[antd: Form] something antd would say'));
  });

  test('fails a test whose page throws an uncaught error', async ({ page }) => {
    test.fail();
    await page.setContent('<p>console</p>');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('nobody catches this');
      });
    });
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  });

  test('ignores Chromium reporting an error status of a request', async ({ page }) => {
    await page.route('**/missing.png', (route) => route.fulfill({ status: 404 }));
    await page.goto('about:blank');
    const failed = page.waitForResponse('**/missing.png');
    await page.setContent('<img src="http://127.0.0.1:9/missing.png" alt="">');
    expect((await failed).status()).toBe(404);
  });

  test.describe('with a declared message', () => {
    test.use({ expectedConsole: [/deliberate failure/] });

    test('passes when the page prints only that message', async ({ page }) => {
      await page.setContent('<p>console</p>');
      await page.evaluate(() => console.error('a deliberate failure'));
    });

    test('still fails on any other message', async ({ page }) => {
      test.fail();
      await page.setContent('<p>console</p>');
      await page.evaluate(() => console.error('a deliberate failure'));
      await page.evaluate(() => console.error('something else'));
    });
  });
});
