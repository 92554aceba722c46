import { expect, test, type Page } from './support/test';
import { openGallerySignedIn, startSignedIn } from './support/session';

// The validators gallery (spec 5.1, 5.4, 7.3) against the Prism mock.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

async function openValidators(page: Page) {
  await openGallerySignedIn(page, 'validators');
  return page.getByRole('region', { name: '表单校验规则' });
}

test('format rules show their messages and clear once the value is right', async ({ page }) => {
  const card = await openValidators(page);

  await card.getByLabel('座机').fill('0571-876');
  await expect(card.getByText('请输入正确的座机号码')).toBeVisible();
  await card.getByLabel('座机').fill('0571-87654321');
  await expect(card.getByText('请输入正确的座机号码')).toHaveCount(0);

  await card.getByLabel('身份证号').fill('110105194912310021');
  await expect(card.getByText('请输入正确的身份证号码')).toBeVisible();
  await card.getByLabel('身份证号').fill('11010519491231002X');
  await expect(card.getByText('请输入正确的身份证号码')).toHaveCount(0);

  await card.getByLabel('金额').fill('01.5');
  await expect(card.getByText('请输入正确的金额')).toBeVisible();
});

test('leaving the account field asks /sys/duplicate/check; a taken account is refused', async ({
  page,
}) => {
  const card = await openValidators(page);
  const free = page.waitForRequest((request) => request.url().includes('/sys/duplicate/check'));
  await card.getByLabel('用户账号').fill('zhangsan');
  await card.getByLabel('用户账号').blur();
  const url = new URL((await free).url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    tableName: 'sys_user',
    fieldName: 'username',
    fieldVal: 'zhangsan',
  });
  await expect(card.getByText('用户账号已存在')).toHaveCount(0);

  await page.route('**/sys/duplicate/check**', (route) =>
    route.fulfill({
      json: { success: false, message: '该值不可用，系统中已存在！', code: 500, result: null },
    }),
  );
  await card.getByLabel('用户账号').fill('admin');
  await card.getByLabel('用户账号').blur();
  await expect(card.getByText('用户账号已存在')).toBeVisible();
});

test('校验 runs every rule, the remote ones included', async ({ page }) => {
  const card = await openValidators(page);
  await card.getByRole('button', { name: /校\s*验/ }).click();
  await expect(card.getByText('请输入手机号码')).toBeVisible();
  await expect(card.getByText('请选择支付渠道')).toBeVisible();
  await expect(card.getByText(/校验未通过/)).toBeVisible();

  const ruleCheck = page.waitForRequest((request) =>
    request.url().includes('/sys/checkRule/checkByCode'),
  );
  await card.getByLabel('商户号').fill('HT 2026');
  await card.getByLabel('商户号').blur();
  expect(new URL((await ruleCheck).url()).searchParams.get('value')).toBe('HT%202026');
});
