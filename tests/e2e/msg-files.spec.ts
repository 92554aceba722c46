import { expect, test, type Page } from './support/test';
import { describeFindings, scanPage } from './support/axe';
import { OK, message, nextRequest, rowOf, withoutButtonCodes } from './support/list';
import { openSignedIn, startSignedIn } from './support/session';

// 消息与文件 (issue 19 D; spec 2.7 message and template management, file storage list; menu /msg
// with msg/TemplateList, msg/SendLogList, msg/FileList) on the Prism mock of openapi/cap.yaml:
// MsgTemplateInquiry answers four templates (SMS_LOGIN_CODE 停用), MsgSendLogInquiry four sent
// messages, FileInquiry a PDF, an image and a sheet.

test.use(startSignedIn);

const TEMPLATES = '/cap/msg/v1/MsgTemplateInquiry';
const TEST_SEND = '/cap/msg/v1/MsgTestSend';
const SEND_LOGS = '/cap/msg/v1/MsgSendLogInquiry';
const FILES = '/cap/cos/v1/FileInquiry';
const FILE_DELETE = '/cap/cos/v1/FileDelete';

/** A 1×1 PNG: the mock has no static domain, the preview's image is served here. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Asks the mock for a named example of `path`. */
async function preferExample(page: Page, path: string, name: string) {
  await page.route(`**/admin${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${name}` } }),
  );
}

async function open(page: Page, path: string, call: string, firstCell: string) {
  // A cold load of the app and the page's chunk on a busy machine (load 20+ on two cores seen).
  const read = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(call), {
    timeout: 90_000,
  });
  await openSignedIn(page, path);
  await expect(rowOf(page, firstCell)).toBeVisible({ timeout: 90_000 });
  return read;
}

const dialog = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test.describe('消息与文件', () => {
  test.describe.configure({ timeout: 300_000 });

  test('消息模板: preview with samples, then a test send with the typed receiver', async ({
    page,
  }) => {
    const read = await open(page, '/msg/templateList', TEMPLATES, 'SMS_PAY_SUCCESS');
    expect((await read).postDataJSON()).toMatchObject({ page: { pageNum: 1, pageSize: 10 } });
    await expect(rowOf(page, 'EMAIL_INVOICE_MADE').getByText('邮件')).toBeVisible();
    await expect(
      rowOf(page, 'SMS_LOGIN_CODE').getByRole('button', { name: '测试发送' }),
    ).toBeDisabled();
    const findings = await scanPage(page, '/msg/templateList');
    expect(findings, describeFindings(findings)).toEqual([]);

    await rowOf(page, 'EMAIL_INVOICE_MADE')
      .getByRole('button', { name: /预\s*览/ })
      .click();
    const preview = dialog(page, '预览：电子发票开具通知');
    await expect(preview.getByTestId('message-subject')).toHaveText(
      '【云栖支付】2026年10月电子发票已开具',
    );
    await expect(preview.getByTestId('message-body').locator('strong')).toHaveText(
      '24332000000012345678',
    );
    await preview.getByRole('button', { name: /关\s*闭/ }).click();
    await expect(preview).toBeHidden();

    await rowOf(page, 'SMS_PAY_SUCCESS').getByRole('button', { name: '测试发送' }).click();
    const send = dialog(page, '测试发送：代付成功通知');
    await send.getByLabel('接收人').fill('13800138000');
    await send.getByLabel('金额（元）（amount）').fill('99.00');
    await expect(send.getByTestId('message-body')).toContainText('代付99.00元已成功到账');
    const sent = nextRequest(page, TEST_SEND);
    await send.getByRole('button', { name: /发\s*送/ }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      templateCode: 'SMS_PAY_SUCCESS',
      receiver: '13800138000',
      values: { amount: '99.00', cusName: '杭州云栖便利店有限公司' },
    });
    await expect(message(page, '发送成功')).toBeVisible();
    await expect(send).toBeHidden();
  });

  test('a refused test send shows the server’s text and keeps what was typed', async ({ page }) => {
    await preferExample(page, TEST_SEND, 'receiverInvalid');
    await open(page, '/msg/templateList', TEMPLATES, 'SMS_PAY_SUCCESS');
    await rowOf(page, 'SMS_PAY_SUCCESS').getByRole('button', { name: '测试发送' }).click();
    const send = dialog(page, '测试发送：代付成功通知');
    await send.getByLabel('接收人').fill('13900139000');
    await send.getByRole('button', { name: /发\s*送/ }).click();
    await expect(message(page, '发送失败:接收人手机号格式不正确')).toBeVisible();
    await expect(send.getByLabel('接收人')).toHaveValue('13900139000');
  });

  test('发送记录 and 文件存储: statuses, a refused search, an image preview, a refused then a done delete', async ({
    page,
  }) => {
    await open(page, '/msg/sendLogList', SEND_LOGS, 'M20261126090012003');
    await expect(rowOf(page, 'M20261126090012003').getByText('发送失败')).toBeVisible();
    await expect(rowOf(page, 'M20261126090012003')).toContainText('w***@yunqi-pay.com');
    const logFindings = await scanPage(page, '/msg/sendLogList');
    expect(logFindings, describeFindings(logFindings)).toEqual([]);

    // A refused search shows the server's text and keeps the typed condition.
    await preferExample(page, SEND_LOGS, 'failure');
    const search = page.getByRole('search', { name: '查询条件' });
    await search.getByLabel('模板编码').fill('SMS_PAY_SUCCESS');
    const searched = nextRequest(page, SEND_LOGS);
    await search.getByRole('button', { name: /^查\s*询$/ }).click();
    expect((await searched).postDataJSON()).toMatchObject({ templateCode: 'SMS_PAY_SUCCESS' });
    await expect(message(page, /交易失败/)).toBeVisible();
    await expect(search.getByLabel('模板编码')).toHaveValue('SMS_PAY_SUCCESS');
    await page.unroute(`**/admin${SEND_LOGS}`);

    await page.route('**/yyzz_1763701200123.jpg', (route) =>
      route.fulfill({ body: PIXEL, contentType: 'image/png' }),
    );
    await preferExample(page, FILE_DELETE, 'fileInUse');
    await open(page, '/msg/fileList', FILES, '营业执照.jpg');
    await expect(rowOf(page, '营业执照.jpg')).toContainText('1.80 MB');
    await expect(
      rowOf(page, '手续费核对表.xlsx').getByRole('button', { name: /预\s*览/ }),
    ).toHaveCount(0);
    const fileFindings = await scanPage(page, '/msg/fileList');
    expect(fileFindings, describeFindings(fileFindings)).toEqual([]);

    await rowOf(page, '营业执照.jpg')
      .getByRole('button', { name: /预\s*览/ })
      .click();
    const preview = dialog(page, '预览：营业执照.jpg');
    await expect(preview.getByRole('img', { name: '营业执照.jpg' })).toBeVisible();
    await preview.getByRole('button', { name: /关\s*闭/ }).click();

    await rowOf(page, '调账审批单.pdf')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    const confirm = dialog(page, '删除文件');
    await expect(confirm).toContainText('确定要删除文件「调账审批单.pdf」吗？');
    const deleted = nextRequest(page, FILE_DELETE);
    await confirm.getByRole('button', { name: OK }).click();
    expect((await deleted).postDataJSON()).toMatchObject({ fileId: 'F20261125102201001' });
    await expect(
      message(page, '删除失败:该文件被调账单J20261125102201001引用，不能删除'),
    ).toBeVisible();
    await expect(confirm).toBeVisible();

    // The reference removed meanwhile, the same confirmation deletes the file; the mock lists the
    // same files whatever was deleted, so once the delete went out the list answers without it
    // (as the server would): the row goes only if the page reads the list again.
    let gone = false;
    await page.unroute(`**/admin${FILE_DELETE}`);
    await page.route(`**/admin${FILE_DELETE}`, async (route) => {
      gone = true;
      await route.continue();
    });
    await page.route(`**/admin${FILES}`, async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { body: { listData: { fileId: string }[] } };
      if (gone) {
        reply.body.listData = reply.body.listData.filter(
          (file) => file.fileId !== 'F20261125102201001',
        );
      }
      await route.fulfill({ response, json: reply });
    });
    const again = nextRequest(page, FILE_DELETE);
    await confirm.getByRole('button', { name: OK }).click();
    expect((await again).postDataJSON()).toMatchObject({ fileId: 'F20261125102201001' });
    await expect(message(page, '删除成功')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, '调账审批单.pdf')).toHaveCount(0);
    await expect(rowOf(page, '营业执照.jpg')).toBeVisible();
  });

  test('without the msgtpl and file codes: no 新增, 编辑, 测试发送 or 删除', async ({ page }) => {
    await withoutButtonCodes(page, 'msgtpl:');
    await open(page, '/msg/templateList', TEMPLATES, 'SMS_PAY_SUCCESS');
    await expect(page.getByRole('button', { name: /新增模板/ })).toHaveCount(0);
    await expect(rowOf(page, 'SMS_PAY_SUCCESS').getByRole('button')).toHaveText([/^预\s*览$/]);
    await page.unrouteAll({ behavior: 'wait' });

    await withoutButtonCodes(page, 'file:');
    await open(page, '/msg/fileList', FILES, '营业执照.jpg');
    await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
    await expect(rowOf(page, '营业执照.jpg').getByRole('link', { name: /下载/ })).toBeVisible();
  });
});
