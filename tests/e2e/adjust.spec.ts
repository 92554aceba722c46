import { expect, test, type Page } from './support/test';
import { OK, formDialog, message, nextRequest, openMenuPage, rowOf } from './support/list';
import { describeFindings, scanPage } from './support/axe';
import { startSignedIn } from './support/session';

// 账务管理 → 调账管理 (issue 17 page 6, component accounting/AdjustList) on the Prism mock of
// openapi/cap.yaml: AdjustInquiry answers four adjustments, one in each adjust_status; the pending
// J20261125102201001 was submitted by 周琳 (zhoulin), the signed-in demo user is admin.

test.use(startSignedIn);

const INQUIRY = '/cap/bill/v1/AdjustInquiry';
const ADDITION = '/cap/bill/v1/AdjustAddtion';
const PASS = '/cap/bill/v1/AdjustAuditPass';
const REJECT = '/cap/bill/v1/AdjustAuditReject';
const PENDING = 'J20261125102201001';
const ACCOUNT_INQUIRY = '/cap/acct/v1/AcctInfoInquiry';
const ACCOUNT = '杭州云栖便利店有限公司基本户（6218801000000121）';

async function openAdjustments(page: Page) {
  await openMenuPage(page, '账务管理', '调账管理', /\/accounting\/adjustList$/, INQUIRY);
  await expect(rowOf(page, PENDING)).toBeVisible();
}

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

const adding = (page: Page) => formDialog(page, '新建调账');

/** Fills 新建调账 for a 调减 of 1,250.00 from the mock's account 6218801000000121, picked by number. */
async function fillAdjustment(page: Page) {
  await page.getByRole('button', { name: '新建调账' }).click();
  const dialog = adding(page);
  const search = nextRequest(page, ACCOUNT_INQUIRY);
  await dialog.getByLabel('账号').fill('6218801000000121');
  expect((await search).postDataJSON()).toMatchObject({ acctNo: '6218801000000121' });
  await page.getByTitle(ACCOUNT).click();
  await expect(dialog.getByText('1,285,630.45').first()).toBeVisible();
  await dialog.getByText('调减', { exact: true }).click();
  await dialog.getByLabel('调账金额').fill('1250');
  await dialog.getByLabel('调账原因').fill('11月20日重复入账冲正');
  await dialog.getByLabel('操作密码').fill('Op@123456');
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

test.describe('调账管理', () => {
  test('an adjustment is applied with the encrypted operation password, then another one passes audit', async ({
    page,
  }) => {
    await openAdjustments(page);
    await expect(rowOf(page, PENDING).getByRole('cell', { name: '1,250.00' })).toBeVisible();
    await expect(rowOf(page, PENDING).getByText('待复核', { exact: true })).toBeVisible();

    const dialog = await fillAdjustment(page);
    const sent = nextRequest(page, ADDITION);
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    const body: unknown = (await sent).postDataJSON();
    expect(body).toMatchObject({
      acctNo: '6218801000000121',
      adjustDirection: '2',
      amount: '1250.00',
      reason: '11月20日重复入账冲正',
    });
    expect(JSON.stringify(body)).not.toContain('Op@123456');
    await expect(message(page, '提交成功，待复核')).toBeVisible();
    await expect(dialog).toBeHidden();

    await rowOf(page, PENDING).getByRole('button', { name: '复核通过' }).click();
    const audit = formDialog(page, '复核通过');
    await audit.getByLabel('复核意见').fill('已核对审批单');
    const passed = nextRequest(page, PASS);
    await audit.getByRole('button', { name: OK }).click();
    expect((await passed).postDataJSON()).toMatchObject({
      adjustNo: PENDING,
      auditRemark: '已核对审批单',
    });
    await expect(message(page, '复核通过')).toBeVisible();
  });

  test('驳回 requires a reason and sends it', async ({ page }) => {
    await openAdjustments(page);
    await rowOf(page, PENDING).getByRole('button', { name: '驳回' }).click();
    const dialog = formDialog(page, '驳回');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入驳回原因')).toBeVisible();

    await dialog.getByLabel('驳回原因').fill('审批单未签字，请补充');
    const rejected = nextRequest(page, REJECT);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await rejected).postDataJSON()).toMatchObject({
      adjustNo: PENDING,
      auditRemark: '审批单未签字，请补充',
    });
    await expect(message(page, '驳回成功')).toBeVisible();
  });

  test('self-audit: the submitter of a pending adjustment sees only 撤销', async ({ page }) => {
    // The pending adjustment as the signed-in admin's own submission.
    await page.route(`**/admin${INQUIRY}**`, async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as {
        body: { listData: { adjustNo: string; submitter?: string }[] };
      };
      for (const row of reply.body.listData) {
        if (row.adjustNo === PENDING) row.submitter = 'admin';
      }
      await route.fulfill({ response, json: reply });
    });
    await openAdjustments(page);
    const own = rowOf(page, PENDING);
    await expect(own.getByRole('button', { name: '撤销' })).toBeVisible();
    await expect(own.getByRole('button', { name: '复核通过' })).toHaveCount(0);
    await expect(own.getByRole('button', { name: '驳回' })).toHaveCount(0);
  });

  test('self-audit refused by the server (E4003) is shown and keeps the dialog', async ({
    page,
  }) => {
    // The list was read before the record's submitter changed hands: the server still refuses.
    await preferExample(page, PASS, 'selfAudit');
    await openAdjustments(page);
    await rowOf(page, PENDING).getByRole('button', { name: '复核通过' }).click();
    const dialog = formDialog(page, '复核通过');
    await dialog.getByLabel('复核意见').fill('已核对');
    const sent = nextRequest(page, PASS);
    await dialog.getByRole('button', { name: OK }).click();
    await sent;
    await expect(message(page, /不能复核本人提交的交易/)).toBeVisible();
    await expect(dialog.getByLabel('复核意见')).toHaveValue('已核对');
  });

  test('a refused application (wrong operation password) keeps the dialog and the input', async ({
    page,
  }) => {
    await preferExample(page, ADDITION, 'wrongOpPassword');
    await openAdjustments(page);
    const dialog = await fillAdjustment(page);
    const sent = nextRequest(page, ADDITION);
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await sent;
    await expect(message(page, /操作密码错误，还可尝试4次/)).toBeVisible();
    await expect(dialog.getByLabel('调账金额')).toHaveValue('1250');
    await expect(dialog.getByLabel('调账原因')).toHaveValue('11月20日重复入账冲正');
    await expect(dialog.getByText(ACCOUNT, { exact: true })).toBeVisible();
  });

  test('the list and its dialog have no serious axe violation (WCAG 2.0/2.1 A and AA)', async ({
    page,
  }) => {
    await openAdjustments(page);
    const findings = await scanPage(page, '调账管理');
    await page.getByRole('button', { name: '新建调账' }).click();
    await expect(formDialog(page, '新建调账')).toBeVisible();
    await settled(page);
    findings.push(...(await scanPage(page, '调账管理：新建调账', '.ant-modal-wrap')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
