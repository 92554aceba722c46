import { expect, test, type Page } from './support/test';
import {
  ADD,
  OK,
  QUERY,
  choose,
  formDialog,
  message,
  nextRequest,
  openMenuPage,
  rowOf,
  searchForm as search,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 客户管理 → 客户信息 (issue 16 page 1, component customer/CusMastInfoList) on the Prism mock of
// openapi/cap.yaml: CusMastInfoInquiry answers five customers, one in each cus_status.

test.use(startSignedIn);

const INQUIRY = '/cap/cus/v2/CusMastInfoInquiry';
const ADDITION = '/cap/cus/v2/CusMastInfoAddtion';
const STATUS_MODIFY = '/cap/cus/v2/CusStatusModify';
const EXPORT = '/cap/cus/v2/CusMastInfoExport';

async function openCustomers(page: Page) {
  const firstList = await openMenuPage(
    page,
    '客户管理',
    '客户信息',
    /\/cus\/cusMastInfoList$/,
    INQUIRY,
  );
  await expect(rowOf(page, '杭州云栖便利店有限公司')).toBeVisible();
  return firstList;
}

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

test.describe('客户信息', () => {
  test('lists the customers with dictionary texts and searches with the filled filters only', async ({
    page,
  }) => {
    const first = await openCustomers(page);
    expect((await first)?.postDataJSON()).toMatchObject({ page: { pageSize: 10, pageNum: 1 } });
    const row = rowOf(page, '杭州云栖便利店有限公司');
    await expect(row.getByRole('cell', { name: '企业', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '已生效', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '139****2046' })).toBeVisible();
    await expect(page.getByText('共 5 条')).toBeVisible();

    await search(page).getByLabel('客户名称').fill('杭州');
    await choose(page, search(page), '客户状态', '已生效');
    const searched = nextRequest(page, INQUIRY);
    await search(page).getByRole('button', { name: QUERY }).click();
    const body = (await searched).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ cusName: '杭州', cusStatus: '02', page: { pageNum: 1 } });
    expect(Object.keys(body)).not.toContain('cusType');
  });

  test('导出 saves the workbook of what the last search selects', async ({ page }) => {
    await openCustomers(page);
    await choose(page, search(page), '客户状态', '已生效');
    const searched = nextRequest(page, INQUIRY);
    await search(page).getByRole('button', { name: QUERY }).click();
    await searched;

    const exported = nextRequest(page, EXPORT);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await exported).postDataJSON()).toMatchObject({ cusStatus: '02' });
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('导出 refused: the server text, no file', async ({ page }) => {
    await page.route(`**/admin${EXPORT}`, (route) =>
      route.fulfill({
        json: {
          status: {
            success: false,
            replyCode: 'E3010',
            replyText: '导出条数超过上限',
            errorMsg: '最多导出50000条',
          },
          body: null,
        },
      }),
    );
    await openCustomers(page);
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await expect(message(page, '导出条数超过上限:最多导出50000条')).toBeVisible();
  });

  test('create: validation messages first, then a saved customer', async ({ page }) => {
    await openCustomers(page);
    await page.getByRole('button', { name: ADD }).click();
    const dialog = formDialog(page, '新增客户');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入客户名称')).toBeVisible();
    await dialog.getByLabel('联系人手机号').fill('1351234');
    await dialog.getByLabel('联系人手机号').blur();
    await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();

    await dialog.getByLabel('客户名称').fill('深圳市南山区李记五金店');
    await choose(page, dialog, '客户类型', '个体工商户');
    await choose(page, dialog, '证件类型', '统一社会信用代码');
    await dialog.getByLabel('证件号码').fill('92440305MA5G2R8T1W');
    await dialog.getByLabel('联系人', { exact: true }).fill('李国强');
    await dialog.getByLabel('联系人手机号').fill('13512342208');
    await choose(page, dialog, '账户类型', '对私');
    await dialog.getByLabel('账户名称').fill('李国强');
    await dialog.getByLabel('银行账号').fill('6228480402564897715');
    await dialog.getByLabel('开户银行').fill('中国农业银行');
    const added = nextRequest(page, ADDITION);
    const reread = nextRequest(page, INQUIRY);
    await dialog.getByRole('button', { name: OK }).click();

    expect((await added).postDataJSON()).toMatchObject({
      cusName: '深圳市南山区李记五金店',
      cusType: '02',
      certType: '01',
      certNo: '92440305MA5G2R8T1W',
      contactMobile: '13512342208',
      settleAcct: { acctType: '2', acctNo: '6228480402564897715', bankName: '中国农业银行' },
    });
    await expect(message(page, '新增成功')).toBeVisible();
    await reread;
    await expect(dialog).toBeHidden();
  });

  test('驳回 asks for a reason and sends it', async ({ page }) => {
    await preferExample(page, STATUS_MODIFY, 'rejected');
    await openCustomers(page);
    await rowOf(page, '上海浦江餐饮管理有限公司').getByText('驳回', { exact: true }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: '确定要对客户「上海浦江餐饮管理有限公司」执行“驳回”吗？' });
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入原因')).toBeVisible();

    await dialog.getByLabel('原因').fill('营业执照照片模糊，请重新上传');
    const modified = nextRequest(page, STATUS_MODIFY);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await modified).postDataJSON()).toMatchObject({
      cusCode: 'C202611000124',
      action: 'reject',
      reason: '营业执照照片模糊，请重新上传',
    });
    await expect(message(page, '已驳回')).toBeVisible();
  });

  test('a user without the cus: codes sees no 新增, 导出 or row actions (spec 6)', async ({
    page,
  }) => {
    await withoutButtonCodes(page, 'cus:');
    await openCustomers(page);
    await expect(page.getByRole('button', { name: ADD })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);
    for (const name of [
      '上海浦江餐饮管理有限公司',
      '深圳市南山区李记五金店',
      '杭州云栖便利店有限公司',
    ]) {
      await expect(rowOf(page, name).locator('td:last-child button')).toHaveCount(0);
    }
  });
});
