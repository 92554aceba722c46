import { expect, test, type Locator, type Page } from './support/test';
import { openGallerySignedIn, startSignedIn } from './support/session';

// The smaller inputs of the widget gallery (spec 2.10, 4, 5.4, 9): switch, drag slider, region
// picker, row sort menu, ellipsis and prompt dialog, driven with a real mouse and keyboard.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openInputs(page: Page) {
  await openGallerySignedIn(page, 'inputs');
  await expect(card(page, '开关')).toBeVisible();
}

/** Drags the slider's handle by `distance` px with the mouse; releases unless told not to. */
async function dragHandle(page: Page, handle: Locator, distance: number, release = true) {
  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + distance / 2, y, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + distance, y, { steps: 5 });
  if (release) await page.mouse.up();
}

test.describe('gallery: smaller inputs', () => {
  test.beforeEach(async ({ page }) => openInputs(page));

  test('the switch holds N when empty and toggles Y / N', async ({ page }) => {
    const demo = card(page, '开关');
    await expect(demo).toContainText('当前值：N');
    const toggle = demo.getByRole('switch');
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(demo).toContainText('当前值：Y');
    await toggle.click();
    await expect(demo).toContainText('当前值：N');
  });

  test('the drag slider resets on early release and verifies when dragged across', async ({
    page,
  }) => {
    const demo = card(page, '拖动滑块验证');
    const handle = demo.getByRole('slider');
    const track = (await demo.locator('[data-verified]').boundingBox())!;
    await expect(demo).toContainText('拖动滑块验证');

    // Part of the way, then let go: the handle slides back.
    await dragHandle(page, handle, 120, false);
    await expect(handle).not.toHaveAttribute('aria-valuenow', '0');
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    // The handle slides back; grab it again only once it is at rest.
    await expect(handle).toHaveCSS('left', '0px');
    await expect(demo).toContainText('拖动滑块验证');
    await expect(demo).toContainText('当前值：false');

    // All the way: 验证通过, one success event, then locked.
    await dragHandle(page, handle, track.width);
    await expect(demo).toContainText('验证通过');
    await expect(demo).toContainText('当前值：true');
    await expect(demo).toContainText('验证成功次数：1');
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    await dragHandle(page, handle, -track.width);
    await expect(demo).toContainText('验证通过');
    await expect(demo).toContainText('验证成功次数：1');

    // Reset from outside unlocks it; the keyboard verifies too.
    await demo.getByRole('button', { name: '重 置' }).click();
    await expect(demo).toContainText('拖动滑块验证');
    await handle.focus();
    await page.keyboard.press('End');
    await expect(demo).toContainText('验证通过');
    await expect(demo).toContainText('验证成功次数：2');
  });

  test('the cascader region picker stores the 6-digit district code', async ({ page }) => {
    const demo = card(page, '省市区（级联）');
    await expect(demo).toContainText('当前值：（空）');
    await demo.getByRole('combobox').click();
    const menus = page.locator('.ant-cascader-dropdown:visible');
    await menus.getByRole('menuitemcheckbox', { name: '北京市' }).click();
    await menus.getByRole('menuitemcheckbox', { name: '市辖区' }).click();
    await menus.getByRole('menuitemcheckbox', { name: '东城区' }).click();
    await expect(demo).toContainText('当前值：110101');
    await expect(demo).toContainText('北京市 / 市辖区 / 东城区');
  });

  test('2023 codes, old codes and a bad type', async ({ page }) => {
    const selects = card(page, '省市区（下拉）');
    await expect(selects).toContainText('新疆维吾尔自治区');
    await expect(selects).toContainText('自治区直辖县级行政区划');
    await expect(selects).toContainText('胡杨河市');
    await expect(selects).toContainText('当前值：659010');
    await expect(card(page, '省市区（旧编码）').locator('.ant-select')).toContainText('371202');
    await expect(card(page, '省市区（错误类型）').getByRole('alert')).toHaveText(
      'Bad type value: tree',
    );
  });

  test('the region data is its own chunk, fetched only with a region picker', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/pca-code-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/test/home?tab=validators');
    await expect(page.getByRole('tab', { name: '其他输入' })).toBeVisible();
    expect(chunks).toEqual([]);
    await page.getByRole('tab', { name: '其他输入' }).click();
    await expect(card(page, '省市区（下拉）')).toContainText('胡杨河市');
    expect(chunks).toHaveLength(1);
  });

  test('the row sort menu moves and inserts rows, renumbering them', async ({ page }) => {
    const demo = card(page, '行排序菜单');
    await expect(demo).toContainText('当前值：1.商户结算账户，2.对公收款账户，3.备付金账户');
    await demo.getByRole('button', { name: '行排序 1' }).click();
    const menu = page.locator('.ant-dropdown:visible');
    await expect(menu.getByRole('menuitem', { name: '上移' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await menu.getByRole('menuitem', { name: '下移' }).click();
    await expect(demo).toContainText('当前值：1.对公收款账户，2.商户结算账户，3.备付金账户');
    await expect(menu).toHaveCount(0);
    await demo.getByRole('button', { name: '行排序 3' }).click();
    await page
      .locator('.ant-dropdown:visible')
      .getByRole('menuitem', { name: '在下方插入行' })
      .click();
    await expect(demo).toContainText('4.新账户');
  });

  test('the ellipsis cuts at 25 and 12 and shows the full text on hover', async ({ page }) => {
    const demo = card(page, '省略文本');
    const full =
      '关于二〇二五年度第四季度商户结算周期调整及手续费率变更的通知（请各分支机构转发至辖内商户）';
    const at25 = `${Array.from(full).slice(0, 25).join('')}...`;
    const at12 = `${Array.from(full).slice(0, 12).join('')}...`;
    await expect(demo.getByText(at25, { exact: true })).toBeVisible();
    await expect(demo.getByText(at12, { exact: true })).toBeVisible();
    await demo.getByText(at25, { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(full);
  });

  test('the prompt dialog validates, shows loading for an async OK, then closes', async ({
    page,
  }) => {
    const demo = card(page, '输入提示框');
    await demo.getByRole('button', { name: '异步保存', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '修改部门名称' });
    const input = dialog.getByPlaceholder('请输入部门名称');
    await expect(input).toBeFocused();
    const ok = dialog.getByRole('button', { name: '确 定' });
    await ok.click();
    await expect(dialog).toContainText('请输入部门名称');
    await input.fill('运营管理部');
    await ok.click();
    await expect(ok).toHaveClass(/ant-btn-loading/);
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(demo).toContainText('当前值：运营管理部');
  });

  test('a failing async OK keeps the dialog open; Cancel closes it', async ({ page }) => {
    const demo = card(page, '输入提示框');
    await demo.getByRole('button', { name: '异步保存（失败）' }).click();
    const dialog = page.getByRole('dialog', { name: '修改部门名称' });
    await dialog.getByPlaceholder('请输入部门名称').fill('运营管理部');
    const ok = dialog.getByRole('button', { name: '确 定' });
    await ok.click();
    await expect(ok).toHaveClass(/ant-btn-loading/);
    await expect(page.getByText('保存失败，请重试')).toBeVisible();
    await expect(ok).not.toHaveClass(/ant-btn-loading/);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取 消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('已取消')).toBeVisible();
    await expect(demo).toContainText('当前值：（空）');
  });
});
