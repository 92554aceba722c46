import { expect, test, type Page } from './support/test';
import { encryptedOpPassword } from './support/opPassword';
import { OK, formDialog, message, nextRequest, rowOf } from './support/list';
import { openSignedIn, startSignedIn } from './support/session';

// 账务管理 → 退款 (issue 17, component accounting/RefundList) on the Prism mock of
// openapi/cap.yaml: RefundInquiry lists two refunds; 新建退款 looks the original transaction up
// through TxnInquiry (T20261124170541004 is a 02 成功 转账 of 35,000.00) and sends TxnRefund.

test.use(startSignedIn);

/** The first list read: the page's chunk may take long to load on a busy machine. */
const firstRead = (page: Page, path: string) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(path), {
    timeout: 60_000,
  });

const REFUNDS = '/cap/bill/v1/RefundInquiry';
const INQUIRY = '/cap/txn/v1/TxnInquiry';
const REFUND = '/cap/txn/v1/TxnRefund';
const ORIGINAL = 'T20261124170541004';

async function openRefundDialog(page: Page) {
  const first = firstRead(page, REFUNDS);
  await openSignedIn(page, '/accounting/refundList');
  await first;
  await expect(rowOf(page, 'T20261123154627008')).toBeVisible();
  await expect(rowOf(page, 'T20261123154627008').getByText('168.00')).toBeVisible();
  await page.getByRole('button', { name: '新建退款' }).click();
  const dialog = formDialog(page, '退款');
  const lookup = nextRequest(page, INQUIRY);
  await dialog.getByLabel('原交易流水号').fill(ORIGINAL);
  await dialog.getByRole('button', { name: /查\s*询/ }).click();
  expect((await lookup).postDataJSON()).toMatchObject({ txnNo: ORIGINAL });
  await expect(dialog.getByText('35,000.00').first()).toBeVisible();
  return dialog;
}

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

test.describe('退款', () => {
  test('refunds part of an original transaction with the encrypted operation password', async ({
    page,
  }) => {
    const dialog = await openRefundDialog(page);
    await dialog.getByLabel('退款金额（元）').fill('35000.01');
    await dialog.getByLabel('退款原因').fill('顾客退货');
    await dialog.getByLabel('操作密码').fill('Op@123456');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('退款金额超过可退金额，可退金额 35,000.00 元')).toBeVisible();

    await dialog.getByLabel('退款金额（元）').fill('59.9');
    const sent = nextRequest(page, REFUND);
    await dialog.getByRole('button', { name: OK }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ origTxnNo: ORIGINAL, amount: '59.90', reason: '顾客退货' });
    expect(body.opPsw).toBe(encryptedOpPassword('Op@123456'));
    expect(body.opPsw).not.toBe('Op@123456');
    await expect(message(page, '提交成功，待复核')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('keeps the input when the server refuses (refundExceeded)', async ({ page }) => {
    await preferExample(page, REFUND, 'refundExceeded');
    const dialog = await openRefundDialog(page);
    await dialog.getByLabel('退款金额（元）').fill('150');
    await dialog.getByLabel('退款原因').fill('顾客退货');
    await dialog.getByLabel('操作密码').fill('Op@123456');
    const sent = nextRequest(page, REFUND);
    await dialog.getByRole('button', { name: OK }).click();
    await sent;
    await expect(
      message(
        page,
        '退款金额超过可退金额:原交易P20261121183355921可退金额100.00元，本次申请150.00元',
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel('退款金额（元）')).toHaveValue('150');
    await expect(dialog.getByLabel('退款原因')).toHaveValue('顾客退货');
  });
});
