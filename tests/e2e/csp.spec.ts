import { expect, test } from './support/test';
import { recordViolations } from './support/csp';

// Issue 13 item 10: the build runs under deploy/nginx.conf's Content-Security-Policy, which the
// e2e server sends too (scripts/lib/csp.mjs), with no violation anywhere in the console (the walk
// of every page is in walk-checks.spec.ts).

test.describe('Content-Security-Policy', () => {
  test('the sign-in page is served with the policy and its nonce', async ({ page }) => {
    const response = await page.goto('/user/login-admin');
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "connect-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('unsafe-eval');
    // <style> elements need the nonce; only style attributes are inline (style-src-attr).
    expect(policy).not.toMatch(/style-src(-elem)?\s[^;]*'unsafe-inline'/);
    const nonce = /style-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const pageNonce = await page
      .locator('meta[property="csp-nonce"]')
      .evaluate((meta: HTMLMetaElement) => meta.nonce);
    expect(pageNonce).toBe(nonce);
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  });

  test.describe('a style without the nonce', () => {
    test.use({
      expectedConsole: [/violates the following Content Security Policy directive 'style-src/],
    });

    test('is refused and reported', async ({ page }) => {
      const violations = await recordViolations(page);
      await page.goto('/user/login-admin');
      // Markup parsed from a string (as server HTML would be) gets no nonce.
      await page.evaluate(() => {
        document.head.insertAdjacentHTML('beforeend', '<style>body { color: red; }</style>');
      });
      await expect.poll(() => violations.map((v) => v.directive)).toContain('style-src-elem');
    });
  });
});
