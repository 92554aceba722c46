import { expect, test, type Page } from './support/test';
import { galleryTabs, openGalleryTab, openWalkedPage, signInAndReadMenu } from './support/walk';

// Issue 13 item 10: the build runs under deploy/nginx.conf's Content-Security-Policy, which the
// e2e server sends too (scripts/lib/csp.mjs), with no violation anywhere in the console.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    reportCspViolation?: (violation: Violation) => void;
  }
}

/** Collects every securitypolicyviolation event of `page`, wherever it navigates. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return violations;
}

const describeAll = (violations: readonly Violation[]) =>
  violations.map((v) => `${v.directive} blocked ${v.blocked || 'inline'} ${v.sample}`).join('\n');

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

  test('signing in, every page of the demo menu and every gallery tab cause no violation', async ({
    page,
  }) => {
    // One pass over every routed page and gallery tab (about 1.5 min on an idle machine).
    test.setTimeout(8 * 60_000);
    // The walk's own waits (the menu reply while signing in) get a busy machine's margin.
    page.setDefaultTimeout(60_000);
    const violations = await recordViolations(page);
    const pages = await signInAndReadMenu(page);
    expect(pages.length).toBeGreaterThan(20);
    const seen: string[] = [];
    const check = (where: string) => {
      const found = violations.splice(0);
      if (found.length > 0) seen.push(`${where}:\n${describeAll(found)}`);
    };
    check('sign-in');
    for (const walked of pages) {
      await openWalkedPage(page, walked);
      check(`${walked.title} (${walked.path})`);
    }
    for (const tab of galleryTabs()) {
      await openGalleryTab(page, tab);
      check(`/test/home?tab=${tab}`);
    }
    expect(seen, seen.join('\n\n')).toEqual([]);
  });
});
