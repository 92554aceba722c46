import { expect, test, type Locator, type Page } from './support/test';
import { describeFindings, scanPage } from './support/axe';
import {
  OK,
  choose,
  formDialog,
  message,
  nextRequest,
  openMenuPage,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 客户管理 → 客户资料 (issue 16 page 3, component customer/CusMaterialList) on the Prism mock of
// openapi/cap.yaml: CusMaterialInquiry answers the seven materials of 杭州云栖便利店有限公司 (an
// enterprise), FileUpload (spec 7.6) the stored 营业执照.jpg, and CusMaterialUpdating the named
// examples the tests ask for (`Prefer: example=…`).

test.use(startSignedIn);

const INQUIRY = '/cap/cus/v1/CusMaterialInquiry';
const ADDITION = '/cap/cus/v1/CusMaterialAddtion';
const UPDATING = '/cap/cus/v1/CusMaterialUpdating';
const COS_UPLOAD = '/cap/cos/v1/FileUpload';
const CUSTOMER = '杭州云栖便利店有限公司（C202611000123）';

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

const materials = (page: Page): Locator => page.getByRole('list', { name: '资料列表' });
const entry = (page: Page, name: string): Locator =>
  materials(page).getByRole('listitem', { name, exact: true });

/** Opens 客户资料 and picks the enterprise customer of the examples. */
async function openMaterials(page: Page) {
  await openMenuPage(page, '客户管理', '客户资料', /\/cus\/cusMaterialList$/);
  await expect(page.getByText('请先选择客户')).toBeVisible();
  const read = nextRequest(page, INQUIRY);
  await choose(page, page.locator('.ant-card'), '选择客户', CUSTOMER);
  expect((await read).postDataJSON()).toMatchObject({
    cusCode: 'C202611000123',
    page: { pageSize: 50, pageNum: 1 },
  });
  await expect(entry(page, '营业执照 营业执照.jpg')).toBeVisible();
}

test.describe('客户资料', () => {
  test('upload: the file goes through FileUpload, then CusMaterialAddtion saves it', async ({
    page,
  }) => {
    await openMaterials(page);
    await expect(page.getByText('必需资料已齐全')).toBeVisible();
    await expect(entry(page, '其他 租赁合同.pdf').getByRole('link')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await page.getByRole('button', { name: '上传资料' }).click();
    const dialog = formDialog(page, '上传资料');
    await choose(page, dialog, '资料类型', '授权书');
    const uploaded = nextRequest(page, COS_UPLOAD);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '授权书.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%e2e\n'),
    });
    expect((await uploaded).postData() ?? '').toContain('filename="授权书.pdf"');
    // The mock's stored file (cap.yaml FileUpload example), shown by the upload widget.
    await expect(dialog.getByRole('list', { name: '文件列表' })).toContainText('营业执照...');

    const added = nextRequest(page, ADDITION);
    const reread = nextRequest(page, INQUIRY);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toMatchObject({
      cusCode: 'C202611000123',
      materialType: '07',
      fileName: '营业执照.jpg',
      filePath: 'cus/C202611000123/20261121/yyzz_1763701200123.jpg',
    });
    await expect(message(page, '新增成功')).toBeVisible();
    await reread;
    await expect(dialog).toBeHidden();
  });

  test('reorder: dragging a material by its handle sends its new position', async ({ page }) => {
    await preferExample(page, UPDATING, 'reordered');
    await openMaterials(page);
    const handle = page.getByRole('button', { name: '拖动排序 经营场所照.jpg' });
    const target = entry(page, '营业执照 营业执照.jpg');
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the materials are not laid out');

    const sent = nextRequest(page, UPDATING);
    const x = from.x + from.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(x, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();

    expect((await sent).postDataJSON()).toMatchObject({
      id: '1862006',
      cusCode: 'C202611000123',
      action: 'reorder',
      sortNo: 1,
    });
    await expect(message(page, '操作成功')).toBeVisible();
    // The order the server answers (example `reordered`).
    await expect(materials(page).getByRole('listitem')).toHaveCount(2);
    await expect(materials(page).getByRole('listitem').first()).toHaveAccessibleName(
      '经营场所照 经营场所照.jpg',
    );
  });

  test('reorder from the keyboard: the handle lifts with Space and moves with the arrows', async ({
    page,
  }) => {
    await preferExample(page, UPDATING, 'reordered');
    await openMaterials(page);
    const sent = nextRequest(page, UPDATING);
    const handle = page.getByRole('button', { name: '拖动排序 法人身份证人像面.jpg' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // The sensor hears the arrows from the task after the lift: press again until it has moved.
    const moved = page.getByRole('status').filter({ hasText: '第 2 项资料移到第 1 位' });
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(moved).toHaveCount(1, { timeout: 500 });
    }).toPass();
    await page.keyboard.press('Space');
    expect((await sent).postDataJSON()).toMatchObject({
      id: '1862002',
      action: 'reorder',
      sortNo: 1,
    });
    await expect(message(page, '操作成功')).toBeVisible();
  });

  test('reject: the reason is required, sent, and shown with the missing type', async ({
    page,
  }) => {
    await preferExample(page, UPDATING, 'materialRejected');
    await openMaterials(page);
    const premises = entry(page, '经营场所照 经营场所照.jpg');
    await expect(premises.getByText('待审核')).toBeVisible();
    await premises.getByRole('button', { name: /驳\s*回/ }).click();
    const dialog = formDialog(page, '驳回资料');
    await expect(dialog.getByLabel('驳回原因')).toBeEditable();
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入驳回原因')).toBeVisible();

    const reason = '照片模糊，请重新拍摄经营场所全景（须含收银台）';
    await dialog.getByLabel('驳回原因').fill(reason);
    const sent = nextRequest(page, UPDATING);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      id: '1862006',
      cusCode: 'C202611000123',
      action: 'reject',
      auditRemark: reason,
    });
    await expect(message(page, '已驳回')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(premises.getByText(`驳回原因：${reason}`)).toBeVisible();
    await expect(premises.getByText('已驳回')).toBeVisible();
    await expect(page.getByText(/^缺少必需资料：.*经营场所照$/)).toBeVisible();
  });

  test('a refused reject shows the server text and keeps the reason', async ({ page }) => {
    await preferExample(page, UPDATING, 'rejectWithoutRemark');
    await openMaterials(page);
    await entry(page, '经营场所照 经营场所照.jpg')
      .getByRole('button', { name: /驳\s*回/ })
      .click();
    const dialog = formDialog(page, '驳回资料');
    await dialog.getByLabel('驳回原因').fill('模糊');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(message(page, '驳回资料须填写驳回原因')).toBeVisible();
    await expect(dialog.getByLabel('驳回原因')).toHaveValue('模糊');
  });

  test('the loaded panel has no serious axe violation (the walk sees it before a customer is picked)', async ({
    page,
  }) => {
    await preferExample(page, INQUIRY, 'materialRejected');
    await openMaterials(page);
    await expect(page.getByText(/^缺少必需资料：/)).toBeVisible();
    const findings = await scanPage(page, '客户资料');

    // The two dialogs, each scanned alone once its open animation is over (as the walk does).
    for (const [open, title] of [
      [page.getByRole('button', { name: '上传 门头照' }), '上传资料'],
      [entry(page, '营业执照 营业执照.jpg').getByRole('button', { name: /驳\s*回/ }), '驳回资料'],
    ] as const) {
      await open.click();
      const dialog = formDialog(page, title);
      await expect(dialog).toBeVisible();
      await dialog.evaluate((root) =>
        Promise.all(root.getAnimations({ subtree: true }).map((running) => running.finished)),
      );
      findings.push(...(await scanPage(page, title, '.ant-modal-wrap')));
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
      await expect(dialog).toBeHidden();
    }
    expect(describeFindings(findings)).toBe('');
  });

  test('without the cus:material codes there is no upload, reorder or audit (spec 6)', async ({
    page,
  }) => {
    await withoutButtonCodes(page, 'cus:material');
    await openMaterials(page);
    await expect(entry(page, '其他 租赁合同.pdf')).toBeVisible();
    await expect(materials(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '上传资料' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^上传 / })).toHaveCount(0);
  });
});
