import { expect, test } from './support/test';

// /test/home (spec 2.1 TestHome): configuration diagnostics and the widget gallery of issue 4,
// for a signed-in user only (spec 2.2, issue 13 item 2).

test('signed out, /test leads to sign-in and back to the gallery', async ({ page }) => {
  await page.goto('/test');
  await expect(page).toHaveURL(/\/user\/login-admin\?redirect=%2Ftest$/);
  await expect(page.getByText('运行配置检查')).toHaveCount(0);

  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('E2e-Plain-Pa55word');
  await page.getByRole('button', { name: /登\s*录/ }).click();

  await expect(page).toHaveURL(/\/test\/home$/);
  await expect(page.getByText('运行配置检查')).toBeVisible();
  await expect(page.getByRole('tab', { name: '校验规则', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the open gallery tab follows ?tab= and is kept in the URL', async ({ page }) => {
  await page.goto('/user/login-admin?redirect=%2Ftest%2Fhome%3Ftab%3Dcron');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('E2e-Plain-Pa55word');
  await page.getByRole('button', { name: /登\s*录/ }).click();

  await expect(page).toHaveURL(/\/test\/home\?tab=cron$/);
  await expect(page.getByRole('tab', { name: 'Cron 表达式', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: '其他输入', exact: true }).click();
  await expect(page).toHaveURL(/\/test\/home\?tab=inputs$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '其他输入', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
