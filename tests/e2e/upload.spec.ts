import { expect, test, type Locator, type Page } from './support/test';
import { openGallerySignedIn, startSignedIn } from './support/session';

// Upload widgets and the Excel import dialog through the gallery (spec 4, 5.4, 7.5, 7.6, 8.2,
// 8.3) against the Prism mock, with faults injected by page.route.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const COS_UPLOAD = '**/admin/cap/cos/v1/FileUpload';
const SYS_UPLOAD = '**/admin/sys/common/upload';
const USER_IMPORT = '**/admin/sys/user/importExcel';

const pdf = (name = '合同扫描件.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n%e2e\n'),
});
const xlsx = (name = '用户导入.xlsx') => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from('PK\u0003\u0004e2e'),
});

async function openGallery(page: Page) {
  await openGallerySignedIn(page, 'upload');
}

const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title });
const fileInput = (scope: Locator): Locator => scope.locator('input[type="file"]').first();

test.describe('file upload', () => {
  test.beforeEach(async ({ page }) => {
    await openGallery(page);
  });

  test('a successful upload shows the file and the value; the request carries file and context.* parts', async ({
    page,
  }) => {
    const demo = card(page, '文件上传（多个）');
    const sent = page.waitForRequest(
      (request) => request.url().includes('/cap/cos/v1/FileUpload') && request.method() === 'POST',
    );

    await fileInput(demo).setInputFiles(pdf());

    const body = (await sent).postData() ?? '';
    expect(body).toContain('name="file"; filename="合同扫描件.pdf"');
    for (const part of [
      'context.serviceUri',
      'context.token',
      'context.userId',
      'context.channel',
    ]) {
      expect(body).toContain(`name="${part}"`);
    }
    // The mock's stored file (cap.yaml FileUpload example).
    await expect(demo.getByRole('list', { name: '文件列表' })).toContainText('营业执照...');
    await expect(demo).toContainText('当前值：cus/C202611000123/20261121/yyzz_1763701200123.jpg');
    await expect(demo.getByRole('link', { name: '下载' })).toHaveAttribute(
      'href',
      '/admin/sys/common/static/cus/C202611000123/20261121/yyzz_1763701200123.jpg',
    );
  });

  test('an HTTP 500 upload shows 上传失败 and the 上传出错 dialog', async ({ page }) => {
    await page.route(COS_UPLOAD, (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, message: '存储服务暂不可用', code: 500 },
      }),
    );
    const demo = card(page, '文件上传（多个）');

    await fileInput(demo).setInputFiles(pdf());

    const failed = demo.getByRole('button', { name: /合同扫描件\.pdf 上传失败/ });
    await failed.hover();
    await expect(page.getByRole('tooltip')).toHaveText('上传失败');
    await failed.click();
    const dialog = page.getByRole('dialog').filter({ hasText: '上传出错' });
    await expect(dialog).toContainText('错误信息：存储服务暂不可用');
    await expect(demo).toContainText('当前值：（空）');
  });

  test('a success:false upload shows the server message in the 上传出错 dialog', async ({
    page,
  }) => {
    await page.route(SYS_UPLOAD, (route) =>
      route.fulfill({ json: { success: false, message: '上传失败！', code: 500, result: null } }),
    );
    const demo = card(page, '文件上传（单个，/sys/common/upload）');
    await expect(demo).toContainText('当前值：temp/合同扫描件_1773797400000.pdf');

    await fileInput(demo).setInputFiles(pdf('新合同.pdf'));

    // Single mode: the new file replaced the old one, so the value is empty until one succeeds.
    await demo.getByRole('button', { name: /新合同\.pdf 上传失败/ }).click();
    await expect(page.getByRole('dialog').filter({ hasText: '上传出错' })).toContainText(
      '错误信息：上传失败！',
    );
  });

  test('image upload refuses a text file with 请上传图片', async ({ page }) => {
    let uploads = 0;
    await page.route(COS_UPLOAD, (route) => {
      uploads += 1;
      return route.continue();
    });
    const demo = card(page, '图片上传（单张）');

    await fileInput(demo).setInputFiles({
      name: '说明.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });

    await expect(page.getByText('请上传图片')).toBeVisible();
    await expect(demo).toContainText('当前值：（空）');
    expect(uploads).toBe(0);
  });

  test('image reorder warns at both ends and reorders in between', async ({ page }) => {
    const demo = card(page, '图片上传（多张，可排序）');
    const initial = 'temp/营业执照_1773797400000.png,temp/门头照片_1773797400000.png';
    await expect(demo).toContainText(`当前值：${initial}`);

    await demo.getByRole('button', { name: '前移' }).first().click();
    await expect(page.getByText('未知的操作')).toBeVisible();
    await demo.getByRole('button', { name: '后移' }).last().click();
    await expect(page.getByText('已到最后~')).toBeVisible();

    await demo.getByRole('button', { name: '后移' }).first().click();
    await expect(demo).toContainText(
      '当前值：temp/门头照片_1773797400000.png,temp/营业执照_1773797400000.png',
    );
  });

  test('dragging an image by its handle reorders the images', async ({ page }) => {
    const demo = card(page, '图片上传（多张，可排序）');
    const cards = demo.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const handle = demo.getByRole('button', { name: '拖动排序' }).first();
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await cards.nth(1).boundingBox();
    if (!from || !to) throw new Error('the image cards are not laid out');

    // dnd-kit starts a drag after 5 px of pointer movement, then follows the pointer; the card
    // moves with it, so a move of one card width puts it over the second card.
    const y = from.y + from.height / 2;
    await page.mouse.move(from.x + from.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, y, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2 + to.width + 8, y, { steps: 10 });
    await page.mouse.up();

    await expect(demo).toContainText(
      '当前值：temp/门头照片_1773797400000.png,temp/营业执照_1773797400000.png',
    );
  });

  test('the upload dialog warns when confirmed without a file', async ({ page }) => {
    await card(page, '上传对话框').getByRole('button', { name: '打开上传对话框' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '文件上传' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('尚未上传文件')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test.describe('Excel import', () => {
  test.beforeEach(async ({ page }) => {
    await openGallery(page);
  });

  async function chooseAndStart(page: Page) {
    const demo = card(page, 'Excel 导入');
    await demo.getByRole('button', { name: /导\s*入/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '导入EXCEL' });
    const start = dialog.getByRole('button', { name: /开始上传/ });
    await expect(start).toBeDisabled();
    await fileInput(dialog).setInputFiles(xlsx());
    await expect(start).toBeEnabled();
    // spec 5.4: the department is required before confirm.
    await start.click();
    await expect(page.getByText('请选择部门', { exact: true })).toBeVisible();
    await dialog.getByRole('combobox', { name: '所属部门' }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').first().click();
    const sent = page.waitForRequest((request) => request.url().includes('/sys/user/importExcel'));
    await start.click();
    return { demo, dialog, request: await sent };
  }

  test('a 201 reply shows 导入成功,但是有错误数据! with the error file link', async ({ page }) => {
    // The contract's own 201 example (sys.yaml partialErrors).
    await page.route(USER_IMPORT, (route) =>
      route.continue({
        headers: { ...route.request().headers(), prefer: 'example=partialErrors' },
      }),
    );

    const { demo, dialog, request } = await chooseAndStart(page);

    const body = request.postData() ?? '';
    expect(body).toContain('name="files[]"; filename="用户导入.xlsx"');
    expect(body).toContain('name="departId"');
    const warning = page
      .locator('.ant-modal-confirm')
      .filter({ hasText: '导入成功,但是有错误数据!' });
    await expect(warning).toContainText('总上传行数：14，已导入行数：12，错误行数：2');
    const link = warning.getByRole('link', { name: '点击下载' });
    await expect(link).toHaveAttribute(
      'href',
      '/admin/sys/common/static/userImportExcelErrorLog_1773797400000.txt',
    );
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog).toBeHidden();
    await expect(demo).toContainText('当前值：刷新 1 次');
  });

  test('a normal import shows the server message and closes', async ({ page }) => {
    const { demo, dialog } = await chooseAndStart(page);

    await expect(page.getByText('共12行数据全部导入成功！')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(demo).toContainText('当前值：刷新 1 次');
  });

  test('a failed import shows the file name and the message and stays open', async ({ page }) => {
    await page.route(USER_IMPORT, (route) =>
      route.fulfill({
        json: { success: false, message: '文件导入失败:文件格式不正确', code: 500, result: null },
      }),
    );

    const { dialog } = await chooseAndStart(page);

    await expect(page.getByText('用户导入.xlsx 文件导入失败:文件格式不正确')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /开始上传/ })).toBeEnabled();
  });
});
