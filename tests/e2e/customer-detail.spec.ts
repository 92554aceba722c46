import { expect, test, type Page } from './support/test';
import {
  OK,
  formDialog,
  message,
  nextRequest,
  openMenuPage,
  rowOf,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 客户管理 → 客户信息 → a customer's 客户详情 (issue 16 pages 2, 5, 6; the hidden menu entry
// /cus/cusMastInfoDetail/:cusCode, component customer/CusMastInfoDetail) on the Prism mock of
// openapi/cap.yaml: CusConfigFeeInquiry answers three configurations (feeRate, feeFixed,
// feeTiered); the 银联 扫码支付 one splits 20.00 % and 15.50 %.

test.use(startSignedIn);

const INQUIRY = '/cap/cus/v2/CusMastInfoInquiry';
const FEE_INQUIRY = '/cap/cus/v2/CusConfigFeeInquiry';
const FEE_SAVE = '/cap/cus/v2/CusConfigFee';
const SMS = '/cap/sys/v1/SystemSmsCaptchaInquiry';
const SET_OP_PASSWORD = '/cap/cus/v2/CusSetOpPwd';
const CUSTOMER = '杭州云栖便利店有限公司';

/** The shell's page tabs (the first tab bar); antd names each close button 关闭 too. */
const pageTab = (page: Page, title: string) =>
  page.locator('.ant-tabs-nav').first().getByRole('tab', { name: title, exact: true });

/** 客户信息, then the customer's name: its 客户详情 opens in a tab of its own (spec 2.8). */
async function openDetail(page: Page) {
  await openMenuPage(page, '客户管理', '客户信息', /\/cus\/cusMastInfoList$/, INQUIRY);
  const read = nextRequest(page, INQUIRY);
  await rowOf(page, CUSTOMER).getByRole('link', { name: CUSTOMER }).click();
  await expect(page).toHaveURL(/\/cus\/cusMastInfoDetail\/C202611000123$/);
  expect((await read).postDataJSON()).toMatchObject({ cusCode: 'C202611000123' });
  await expect(page.locator('.ant-card-head-title').filter({ hasText: CUSTOMER })).toBeVisible();
}

test.describe('客户详情', () => {
  test('opens from 客户信息 in its own tab with the customer read by its code', async ({
    page,
  }) => {
    await openDetail(page);
    await expect(pageTab(page, '客户详情')).toBeVisible();
    await expect(pageTab(page, '客户信息')).toBeVisible();
    await expect(page.getByRole('tab', { name: '基本信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('统一社会信用代码')).toBeVisible();
    await expect(page.getByText('138****5678')).toBeVisible();
  });

  test("客户资料 and 渠道进件 show this customer's materials and onboarding records", async ({
    page,
  }) => {
    await openDetail(page);
    const materials = nextRequest(page, '/cap/cus/v1/CusMaterialInquiry');
    await page.getByRole('tab', { name: '客户资料' }).click();
    expect((await materials).postDataJSON()).toMatchObject({ cusCode: 'C202611000123' });
    await expect(page.getByText('必需资料', { exact: true })).toBeVisible();

    const records = nextRequest(page, '/cap/cus/v1/CusChannelInnetInquiry');
    await page.getByRole('tab', { name: '渠道进件' }).click();
    expect((await records).postDataJSON()).toMatchObject({ cusCode: 'C202611000123' });
    await expect(page.getByRole('button', { name: '新建进件' })).toBeVisible();
  });

  test('费率配置: ratios over 100 % refused with the total, then a valid save', async ({
    page,
  }) => {
    await openDetail(page);
    const fees = nextRequest(page, FEE_INQUIRY);
    await page.getByRole('tab', { name: '费率配置' }).click();
    await fees;
    const row = page.getByRole('row').filter({ hasText: '20.00%' });
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = formDialog(page, '编辑费率配置');
    // The contract's example date may have passed by the time this runs: a date to come.
    await dialog.getByLabel('生效日期').click();
    await dialog.getByLabel('生效日期').fill('2099-12-31');
    await dialog.getByLabel('生效日期').press('Enter');

    const saves: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(FEE_SAVE)) saves.push(request.url());
    });
    await dialog.getByLabel('第2个分账比例（%）').fill('85.50');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('分账比例合计不能超过100%（当前 105.50%）')).toBeVisible();
    expect(saves).toEqual([]);

    await dialog.getByLabel('第2个分账比例（%）').fill('80');
    await dialog.getByLabel('试算金额（元）').fill('1000');
    await expect(dialog.getByText('3.80 元')).toBeVisible();
    const saved = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith(FEE_SAVE),
    );
    await dialog.getByRole('button', { name: OK }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      cusCode: 'C202611000123',
      channelCode: 'UNIONPAY',
      productCode: 'QR_PAY',
      feeMode: '02',
      rate: '0.3800',
      effectiveDate: '2099-12-31',
      splitRules: [
        { receiverCusCode: 'C202611000128', ratio: '20.00' },
        { receiverCusCode: 'C202611000129', ratio: '80' },
      ],
    });
    await expect(message(page, '保存成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('设置操作密码: the code to the customer, then the password set', async ({ page }) => {
    await openDetail(page);
    await page.getByRole('button', { name: '设置操作密码' }).click();
    const dialog = formDialog(page, '设置操作密码');
    await expect(dialog.getByText('验证码将发送至客户手机 138****5678')).toBeVisible();
    const sent = nextRequest(page, SMS);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      type: 'opPwd',
      mobile: '138****5678',
      cusCode: 'C202611000123',
    });
    await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

    await dialog.getByPlaceholder('请输入操作密码').fill('Abcd123!');
    await dialog.getByPlaceholder('请再次输入操作密码').fill('Abcd123!');
    await dialog.getByPlaceholder('请输入验证码').fill('486731');
    const set = nextRequest(page, SET_OP_PASSWORD);
    await dialog.getByRole('button', { name: OK }).click();
    const body = (await set).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ cusCode: 'C202611000123', captcha: '486731' });
    expect(body.opPsw).not.toBe('Abcd123!');
    await expect(message(page, '设置成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a user without the cus: codes sees neither 设置操作密码 nor the fee buttons (spec 6)', async ({
    page,
  }) => {
    await withoutButtonCodes(page, 'cus:');
    await openDetail(page);
    await page.getByRole('tab', { name: '费率配置' }).click();
    await expect(page.getByRole('row').filter({ hasText: '20.00%' })).toBeVisible();
    await expect(page.getByRole('button', { name: '设置操作密码' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '新增费率配置' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '编辑' })).toHaveCount(0);
  });
});
