import { expect, test, type Page } from './support/test';

// Sign-in against the Prism mock (openapi/console.yaml examples) and the client's handling of
// broken replies (spec 7.2, 8.1). Faults are injected with page.route, per the fault matrix in
// perf-security-anchors §2d.

const loginPath = '/user/login-admin';
const loginCall = '**/admin/sys/login';
const typedPassword = 'E2e-Plain-Pa55word';

function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

async function signIn(page: Page, username = 'admin', password = typedPassword) {
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

async function expectStillOnLoginPage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${loginPath}(?:[?#]|$)`));
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
}

test.describe('sign-in', () => {
  test('signs in on the mock with an encrypted password and shows the signed-in page', async ({
    page,
  }) => {
    const pageErrors = watchPageErrors(page);
    const tenantLookup = page.waitForResponse('**/admin/cap/auth/v1/TenantInquiry');
    await page.goto(loginPath);
    await tenantLookup;
    const loginRequest = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/admin/sys/login',
    );

    await signIn(page);

    const request = await loginRequest;
    const headers = await request.allHeaders();
    // spec 7.1: the tenant the host name resolved to (mock TenantInquiry) goes with the sign-in.
    expect(headers['tenant-id']).toBe('1001');
    expect(headers['x-access-token'] ?? '').toBe('');
    expect(request.postData() ?? '').not.toBe('');
    expect(request.postData()).not.toContain(typedPassword);
    await expect(page).toHaveURL(/\/Home(?:[?#].*)?$/);
    await expect(page.getByText('系统管理员').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('explains a reply without the expected envelope and stays on the login page', async ({
    page,
  }) => {
    await page.route(loginCall, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
    );
    await page.goto(loginPath);

    await signIn(page);

    await expect(
      page.getByText('服务器返回的数据格式不正确，请稍后重试', { exact: true }),
    ).toBeVisible();
    await expectStillOnLoginPage(page);
  });

  for (const status of [200, 502]) {
    test(`shows a Chinese message, not a white screen, for an HTML reply with status ${status}`, async ({
      page,
    }) => {
      const pageErrors = watchPageErrors(page);
      await page.route(loginCall, (route) =>
        route.fulfill({ status, contentType: 'text/html', body: '<html>502 Bad Gateway</html>' }),
      );
      await page.goto(loginPath);

      await signIn(page);

      const feedback = page
        .locator('.ant-message-notice, .ant-notification-notice, .ant-alert, [role="alert"]')
        .filter({ hasText: /[\u4e00-\u9fff]{4,}/ })
        .first();
      await expect(feedback).toBeVisible();
      await expect(feedback).not.toContainText('<html>');
      await expectStillOnLoginPage(page);
      expect(pageErrors).toEqual([]);
    });
  }

  test('shows the business failure message of the wrongPassword example', async ({ page }) => {
    await page.route(loginCall, (route) =>
      route.continue({
        headers: { ...route.request().headers(), prefer: 'example=wrongPassword' },
      }),
    );
    await page.goto(loginPath);

    await signIn(page);

    await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
    await expectStillOnLoginPage(page);
  });
});

test.describe('route guard', () => {
  test('sends an unauthenticated visit of /Home to the login page with a redirect query', async ({
    page,
  }) => {
    await page.goto('/Home');

    await expect(page).toHaveURL(/\/user\/login-admin\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/Home');
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  });
});
