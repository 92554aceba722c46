import { expect, test, type Page } from './support/test';
import { OK, confirmDialog, formDialog, message, nextRequest, rowOf } from './support/list';
import { openSignedIn, startSignedIn } from './support/session';

// 账户管理 → 交易复核 (issue 17 item 3, component account/TxnAuditList) and its 电子回单 (item 5) on
// the Prism mock of openapi/cap.yaml: TxnInquiry answers one transaction in each txn_status; the
// demo user admin submitted T20261125103012002, 周琳 (zhoulin) submitted T20261125101530001.

test.use(startSignedIn);

/** The first list read: the page's chunk may take long to load on a busy machine. */
const firstRead = (page: Page, path: string) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(path), {
    timeout: 60_000,
  });

const INQUIRY = '/cap/txn/v1/TxnInquiry';
const PASS = '/cap/txn/v1/TxnAuditPass';
const REJECT = '/cap/txn/v1/TxnAuditReject';
const RECEIPT = '/cap/txn/v1/TxnReceipt';
const THEIRS = 'T20261125101530001';
const MINE = 'T20261125103012002';
const SUCCEEDED = 'T20261124170541004';

async function openAudit(page: Page) {
  const first = firstRead(page, INQUIRY);
  await openSignedIn(page, '/acct/txnAuditList');
  expect((await first).postDataJSON()).toMatchObject({ txnStatus: '00' });
  await expect(rowOf(page, THEIRS)).toBeVisible();
}

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

async function passTheirs(page: Page) {
  await rowOf(page, THEIRS).getByRole('button', { name: '复核通过' }).click();
  const sent = nextRequest(page, PASS);
  await confirmDialog(page).getByRole('button', { name: OK }).click();
  return (await sent).postDataJSON() as Record<string, unknown>;
}

test.describe('交易复核', () => {
  test('passes another operator’s transaction; the own one offers 撤销 only', async ({ page }) => {
    await openAudit(page);
    await expect(rowOf(page, THEIRS).getByText('待复核')).toBeVisible();
    await expect(rowOf(page, THEIRS).getByText('12,888.80')).toBeVisible();
    const own = rowOf(page, MINE);
    await expect(own.getByRole('button', { name: '撤销' })).toBeVisible();
    await expect(own.getByRole('button', { name: '复核通过' })).toHaveCount(0);
    await expect(own.getByRole('button', { name: '驳回' })).toHaveCount(0);

    expect(await passTheirs(page)).toMatchObject({ txnNo: THEIRS });
    await expect(message(page, '复核通过')).toBeVisible();
  });

  test('rejects with the reason required', async ({ page }) => {
    await openAudit(page);
    await rowOf(page, THEIRS).getByRole('button', { name: '驳回' }).click();
    const dialog = formDialog(page, '驳回交易');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入驳回原因')).toBeVisible();

    await dialog.getByLabel('驳回原因').fill('收款人与代付协议不符，请核对后重新提交');
    const sent = nextRequest(page, REJECT);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      txnNo: THEIRS,
      auditRemark: '收款人与代付协议不符，请核对后重新提交',
    });
    await expect(message(page, '驳回成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('shows the selfAudit refusal when the server refuses the audit', async ({ page }) => {
    await preferExample(page, PASS, 'selfAudit');
    await openAudit(page);
    await passTheirs(page);
    await expect(
      message(page, '不能复核本人提交的交易:提交人与复核人不能为同一操作员（admin）'),
    ).toBeVisible();
  });

  test('shows the alreadyAudited refusal', async ({ page }) => {
    await preferExample(page, PASS, 'alreadyAudited');
    await openAudit(page);
    await passTheirs(page);
    await expect(
      message(page, '该交易已复核:该记录已由周琳于2026-11-25 10:40:02复核，当前状态不可操作'),
    ).toBeVisible();
  });

  test('previews the 电子回单 of a successful transaction in the PDF viewer', async ({ page }) => {
    await openAudit(page);
    await expect(rowOf(page, THEIRS).getByRole('button', { name: '电子回单' })).toBeDisabled();
    const sent = nextRequest(page, RECEIPT);
    const viewer = page.waitForRequest((request) =>
      request.url().includes('/sys/common/pdf/pdfPreviewIframe'),
    );
    await rowOf(page, SUCCEEDED).getByRole('button', { name: '电子回单' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ txnNo: SUCCEEDED });

    const frame = page.getByTitle('电子回单 HD202611240000417');
    await expect(frame).toBeVisible();
    const src = new URL((await frame.getAttribute('src')) ?? '', page.url());
    expect(src.origin).toBe(new URL(page.url()).origin);
    expect(src.pathname).toBe('/admin/sys/common/pdf/pdfPreviewIframe');
    expect(src.searchParams.get('file')).toBe(
      '/admin/sys/common/static/txn/receipt/20261124/HD202611240000417.pdf',
    );
    expect(new URL((await viewer).url()).pathname).toBe('/admin/sys/common/pdf/pdfPreviewIframe');
    await expect(page.getByRole('button', { name: /打\s*印/ })).toBeEnabled();
  });
});
