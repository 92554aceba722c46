import { expect, test, type Page } from './support/test';
import { OK, choose, formDialog, message, nextRequest, openMenuPage, rowOf } from './support/list';
import { describeFindings, scanPage } from './support/axe';
import { startSignedIn } from './support/session';

// 账务管理 → 发票 (issue 17 page 6, component accounting/InvoiceList) on the Prism mock of
// openapi/cap.yaml: InvoiceInquiry answers three applications, one in each invoice_status.

test.use(startSignedIn);

const INQUIRY = '/cap/bill/v1/InvoiceInquiry';
const APPLY = '/cap/bill/v1/InvoiceApply';
const MAKE = '/cap/bill/v1/InvoiceMake';
const VOID = '/cap/bill/v1/InvoiceVoid';
const TO_MAKE = 'FP20261125090001';
const MADE = 'FP20261105100002';

const pdf = {
  name: '发票08830215.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n%e2e\n'),
};

async function openInvoices(page: Page) {
  await openMenuPage(page, '账务管理', '发票', /\/accounting\/invoiceList$/, INQUIRY);
  await expect(rowOf(page, TO_MAKE)).toBeVisible();
}

async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** Fills 开票 of the pending application and uploads its PDF. */
async function fillMake(page: Page) {
  await rowOf(page, TO_MAKE).getByRole('button', { name: '开票' }).click();
  const dialog = formDialog(page, '开票');
  await dialog.getByLabel('发票号码').fill('08830215');
  await dialog.getByLabel('发票代码').fill('033002400211');
  const uploaded = page.waitForResponse((response) =>
    response.url().includes('/cap/cos/v1/FileUpload'),
  );
  await dialog.locator('input[type="file"]').setInputFiles(pdf);
  await uploaded;
  await expect(dialog.getByText(/上传失败/)).toHaveCount(0);
  return dialog;
}

/** Waits out the open animation of the shown dialog (axe once measured a 确定 mid fade-in). */
async function settled(page: Page) {
  await page
    .locator('.ant-modal-wrap')
    .filter({ visible: true })
    .first()
    .evaluate((root) =>
      Promise.all(
        root.getAnimations({ subtree: true }).map((running) => running.finished.catch(() => null)),
      ),
    );
}

test.describe('发票', () => {
  test('an invoice is applied with the tax shown exactly, made with its PDF, then voided', async ({
    page,
  }) => {
    await openInvoices(page);
    await expect(rowOf(page, MADE).getByRole('cell', { name: '10,600.00' })).toBeVisible();

    await page.getByRole('button', { name: '申请开票' }).click();
    const apply = formDialog(page, '申请开票');
    await choose(page, apply, '客户', '杭州云栖便利店有限公司（C202611000123）');
    await choose(page, apply, '发票类型', '电子发票');
    await apply.getByLabel('发票抬头').fill('杭州云栖便利店有限公司');
    await apply.getByLabel('纳税人识别号').fill('91330106MA2H3Y8K4L');
    await apply.getByLabel('开票金额（含税）').fill('10600');
    await apply.getByLabel('税率（%）').fill('6');
    await expect(apply.getByText('10,000.00')).toBeVisible();
    await expect(apply.getByText('600.00', { exact: true })).toBeVisible();
    const start = apply.getByPlaceholder('开始日期');
    await start.click();
    await start.fill('2026-10-01');
    await start.press('Enter');
    const end = apply.getByPlaceholder('结束日期');
    await end.fill('2026-10-31');
    await end.press('Enter');
    const applied = nextRequest(page, APPLY);
    await apply.getByRole('button', { name: /提\s*交/ }).click();
    expect((await applied).postDataJSON()).toMatchObject({
      cusCode: 'C202611000123',
      invoiceTitle: '杭州云栖便利店有限公司',
      taxNo: '91330106MA2H3Y8K4L',
      invoiceType: '3',
      amount: '10600.00',
      taxRate: '6.00',
      periodBegin: '2026-10-01',
      periodEnd: '2026-10-31',
    });
    await expect(message(page, '申请成功')).toBeVisible();

    const make = await fillMake(page);
    const made = nextRequest(page, MAKE);
    await make.getByRole('button', { name: OK }).click();
    const makeBody: unknown = (await made).postDataJSON();
    expect(makeBody).toMatchObject({
      applyNo: TO_MAKE,
      invoiceNo: '08830215',
      invoiceCode: '033002400211',
    });
    expect(makeBody).toHaveProperty('filePath', expect.stringMatching(/\S/));
    await expect(message(page, '开票成功')).toBeVisible();

    await rowOf(page, MADE).getByRole('button', { name: '作废' }).click();
    const voiding = formDialog(page, '作废发票');
    await voiding.getByLabel('作废原因').fill('发票抬头有误，客户要求重开');
    const voided = nextRequest(page, VOID);
    await voiding.getByRole('button', { name: /作\s*废/ }).click();
    expect((await voided).postDataJSON()).toMatchObject({
      applyNo: MADE,
      reason: '发票抬头有误，客户要求重开',
    });
    await expect(message(page, '作废成功')).toBeVisible();
  });

  test("a made invoice's PDF opens same-origin in a new tab without access back", async ({
    page,
  }) => {
    await openInvoices(page);
    const link = rowOf(page, MADE).getByRole('link', { name: /04512876/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = await link.getAttribute('href');
    const url = new URL(href ?? '', page.url());
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.pathname).toMatch(/\/bill\/invoice\/20261106\/fp_04512876\.pdf$/);
  });

  test('a refused 开票 keeps the dialog and the input', async ({ page }) => {
    await preferExample(page, MAKE, 'notPending');
    await openInvoices(page);
    const make = await fillMake(page);
    const made = nextRequest(page, MAKE);
    await make.getByRole('button', { name: OK }).click();
    await made;
    await expect(message(page, /该申请已开票或已作废/)).toBeVisible();
    await expect(make.getByLabel('发票号码')).toHaveValue('08830215');
    await expect(make.getByLabel('发票代码')).toHaveValue('033002400211');
  });

  test('the list and its dialog have no serious axe violation (WCAG 2.0/2.1 A and AA)', async ({
    page,
  }) => {
    await openInvoices(page);
    const findings = await scanPage(page, '发票');
    await page.getByRole('button', { name: '申请开票' }).click();
    await expect(formDialog(page, '申请开票')).toBeVisible();
    await settled(page);
    findings.push(...(await scanPage(page, '发票：申请开票', '.ant-modal-wrap')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
