import { expect, test, type Locator, type Page } from './support/test';
import {
  OK,
  formDialog,
  message,
  messages,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  rowOf,
} from './support/list';
import { startSignedIn } from './support/session';

// 租户管理 through the server menu (系统管理 → 租户管理, component system/TenantList) on the Prism
// mock (jeecg-contracts §2.9, §3 SysTenant): the client chooses the tenant number, an integer
// fixed once saved; the end comes after the beginning.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

async function openTenants(page: Page) {
  const first = await openMenuPage(
    page,
    '系统管理',
    '租户管理',
    /\/isystem\/tenant$/,
    '/sys/tenant/list',
  );
  await expect(rowOf(page, '恒通支付总部')).toBeVisible();
  return first!;
}

/** Types a date and time into the picker labelled `label` and confirms it. */
async function pickDateTime(scope: Locator, label: string, value: string) {
  const input = scope.getByRole('textbox', { name: label });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

test.describe('租户管理', () => {
  test('新增 sends the chosen integer number and the dates; a number in use keeps the input', async ({
    page,
  }) => {
    await refuse(page, '/sys/tenant/add', '该编号已存在!');
    const first = await openTenants(page);
    expect(queryOf(first)).toMatchObject({ column: 'createTime', order: 'desc', pageNo: '1' });
    const hq = rowOf(page, '恒通支付总部');
    await expect(hq.getByRole('cell', { name: '2026-01-01 00:00:00' })).toBeVisible();
    await expect(hq.getByRole('cell', { name: '正常' })).toBeVisible();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = formDialog(page, '新增');
    await dialog.getByRole('spinbutton', { name: '租户编号' }).fill('12');
    await dialog.getByRole('textbox', { name: '租户名称' }).fill('常州禾丰农业科技有限公司');
    await pickDateTime(dialog, '开始时间', '2026-04-01 00:00:00');
    await pickDateTime(dialog, '结束时间', '2026-03-31 23:59:59');
    await expect(dialog.getByText('结束时间必须晚于开始时间')).toBeVisible();
    await pickDateTime(dialog, '结束时间', '2028-12-31 23:59:59');
    await expect(dialog.getByText('结束时间必须晚于开始时间')).toBeHidden();
    // A new tenant starts 正常.
    await expect(dialog.getByRole('radio', { name: '正常' })).toBeChecked();

    await dialog.getByRole('button', { name: OK }).click();
    await expect(message(page, '该编号已存在!')).toBeVisible();
    await expect(messages(page)).toHaveCount(1);
    await expect(dialog.getByRole('spinbutton', { name: '租户编号' })).toHaveValue('12');

    await page.unroute('**/admin/sys/tenant/add**');
    const added = nextRequest(page, '/sys/tenant/add');
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      id: 12,
      name: '常州禾丰农业科技有限公司',
      beginDate: '2026-04-01 00:00:00',
      endDate: '2028-12-31 23:59:59',
      status: 1,
    });
    await expect(message(page, '添加成功！')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('编辑 shows the number read-only and sends it back with the changes', async ({ page }) => {
    await openTenants(page);
    await rowOf(page, '华东分公司').getByText('编辑', { exact: true }).click();
    const dialog = formDialog(page, '编辑');
    const number = dialog.getByRole('spinbutton', { name: '租户编号' });
    await expect(number).toHaveValue('2');
    await expect(number).toBeDisabled();
    await dialog.getByRole('radio', { name: '冻结' }).check();

    const edited = nextRequest(page, '/sys/tenant/edit');
    await dialog.getByRole('button', { name: OK }).click();
    const request = await edited;
    expect(request.method()).toBe('PUT');
    expect(request.postDataJSON()).toMatchObject({ id: 2, name: '华东分公司', status: 0 });
    await expect(message(page, '修改成功!')).toBeVisible();
  });
});
