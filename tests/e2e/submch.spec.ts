import { expect, test, type Page } from './support/test';
import {
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
import { describeFindings, scanPage } from './support/axe';
import { startSignedIn } from './support/session';

// 商户平台 → 商户管理 (issue 18 A, component merchant/SubMchList) on the Prism mock of
// openapi/cap.yaml: SubMchInquiry answers four sub-merchants, one in each submch_status; the
// enabled one is M202611000201 杭州云栖便利店有限公司转塘分店.

test.use(startSignedIn);

const INQUIRY = '/cap/mch/v1/SubMchInquiry';
const ADDITION = '/cap/mch/v1/SubMchAddtion';
const STATUS_MODIFY = '/cap/mch/v1/SubMchStatusModify';
const ENABLED = 'M202611000201';
const DISABLED = 'M202611000202';
const PLATFORM = '杭州云栖便利店有限公司（C202611000123）';

async function openSubMchs(page: Page) {
  const first = await openMenuPage(
    page,
    '商户平台',
    '商户管理',
    /\/merchant\/subMchList$/,
    INQUIRY,
  );
  await expect(rowOf(page, ENABLED)).toBeVisible();
  return first;
}

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

const creating = (page: Page) => formDialog(page, '新建子商户');
const disabling = (page: Page) => formDialog(page, '停用子商户');

/** Fills 新建子商户 with cap.yaml's SubMchAddtion request example, the mobile mistyped. */
async function fillNew(page: Page) {
  await page.getByRole('button', { name: /新\s*建/ }).click();
  const dialog = creating(page);
  await choose(page, dialog, '所属平台客户', PLATFORM);
  await dialog.getByLabel('商户名称').fill('杭州云栖便利店有限公司文三路分店');
  await choose(page, dialog, '商户类型', '企业');
  await choose(page, dialog, '证件类型', '统一社会信用代码');
  await dialog.getByLabel('证件号码').fill('91330106MA2L1F6R8Y');
  await dialog.getByLabel('联系人', { exact: true }).fill('孙浩');
  await dialog.getByLabel('联系人手机号').fill('1395712602');
  await choose(page, dialog, '账户性质', '对公');
  await dialog.getByLabel('账户名称').fill('杭州云栖便利店有限公司文三路分店');
  await dialog.getByLabel('银行卡号').fill('6222021202047730');
  await dialog.getByLabel('开户银行').fill('中国工商银行');
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

test.describe('商户管理', () => {
  test('lists the sub-merchants with their status through the dictionary and searches', async ({
    page,
  }) => {
    const first = await openSubMchs(page);
    expect((await first)?.postDataJSON()).toMatchObject({ page: { pageSize: 10, pageNum: 1 } });
    await expect(rowOf(page, ENABLED).getByText('已启用', { exact: true })).toBeVisible();
    await expect(rowOf(page, DISABLED).getByText('已停用', { exact: true })).toBeVisible();
    await expect(rowOf(page, ENABLED).getByRole('cell', { name: '138****8000' })).toBeVisible();
    await expect(rowOf(page, ENABLED).getByRole('button', { name: '停用' })).toBeVisible();
    await expect(rowOf(page, DISABLED).getByRole('button', { name: '启用' })).toBeVisible();
    await expect(page.getByText('共 4 条')).toBeVisible();

    await search(page).getByLabel('商户名称').fill('云栖');
    await choose(page, search(page), '商户状态', '已启用');
    const searched = nextRequest(page, INQUIRY);
    await search(page).getByRole('button', { name: QUERY }).click();
    expect((await searched).postDataJSON()).toMatchObject({ mchName: '云栖', status: '01' });
  });

  test('a new sub-merchant is refused by the mobile rule, then created', async ({ page }) => {
    await openSubMchs(page);
    const dialog = await fillNew(page);
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(ADDITION)) sent += 1;
    });
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
    expect(sent).toBe(0);

    await dialog.getByLabel('联系人手机号').fill('13957126021');
    const added = nextRequest(page, ADDITION);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toMatchObject({
      platformCusCode: 'C202611000123',
      mchName: '杭州云栖便利店有限公司文三路分店',
      cusType: '01',
      certType: '01',
      certNo: '91330106MA2L1F6R8Y',
      contactName: '孙浩',
      contactMobile: '13957126021',
      settleAcct: { acctKind: '1', cardNo: '6222021202047730', bankName: '中国工商银行' },
    });
    await expect(message(page, '新建成功，待审核')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('停用 asks for a required reason and sends it', async ({ page }) => {
    await openSubMchs(page);
    await rowOf(page, ENABLED).getByRole('button', { name: '停用' }).click();
    const dialog = disabling(page);
    await expect(
      dialog.getByText('确定要停用子商户「杭州云栖便利店有限公司转塘分店」吗？'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入原因')).toBeVisible();

    await dialog.getByLabel('原因').fill('加盟合同到期未续签，暂停收单');
    const disabled = nextRequest(page, STATUS_MODIFY);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await disabled).postDataJSON()).toMatchObject({
      mchCode: ENABLED,
      action: 'disable',
      reason: '加盟合同到期未续签，暂停收单',
    });
    await expect(message(page, '停用成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a refused 停用 shows the server text and keeps the dialog and the reason', async ({
    page,
  }) => {
    await preferExample(page, STATUS_MODIFY, 'alreadyDisabled');
    await openSubMchs(page);
    await rowOf(page, ENABLED).getByRole('button', { name: '停用' }).click();
    const dialog = disabling(page);
    await dialog.getByLabel('原因').fill('商户申请暂停收单');
    const sent = nextRequest(page, STATUS_MODIFY);
    await dialog.getByRole('button', { name: OK }).click();
    await sent;
    await expect(message(page, /不能重复停用/)).toBeVisible();
    await expect(dialog.getByLabel('原因')).toHaveValue('商户申请暂停收单');
  });

  test('a refused 新建 (duplicate name) keeps what was typed', async ({ page }) => {
    await preferExample(page, ADDITION, 'nameUsed');
    await openSubMchs(page);
    const dialog = await fillNew(page);
    await dialog.getByLabel('联系人手机号').fill('13957126021');
    const sent = nextRequest(page, ADDITION);
    await dialog.getByRole('button', { name: OK }).click();
    await sent;
    await expect(message(page, /已存在/)).toBeVisible();
    await expect(dialog.getByLabel('商户名称')).toHaveValue('杭州云栖便利店有限公司文三路分店');
    await expect(dialog.getByLabel('银行卡号')).toHaveValue('6222021202047730');
  });

  test('without the submch codes there is no 新建, 启用 or 停用 (spec 6)', async ({ page }) => {
    await withoutButtonCodes(page, 'submch:');
    await openSubMchs(page);
    await expect(page.getByRole('button', { name: /新\s*建/ })).toHaveCount(0);
    await expect(rowOf(page, ENABLED).getByRole('button')).toHaveCount(0);
    await expect(rowOf(page, DISABLED).getByRole('button')).toHaveCount(0);
  });

  test('the list and its dialogs have no serious axe violation (WCAG 2.0/2.1 A and AA)', async ({
    page,
  }) => {
    // Three axe scans on a two-core machine shared with other runs.
    test.slow();
    await openSubMchs(page);
    const findings = await scanPage(page, '商户管理');
    await page.getByRole('button', { name: /新\s*建/ }).click();
    await expect(creating(page)).toBeVisible();
    await settled(page);
    findings.push(...(await scanPage(page, '商户管理：新建子商户', '.ant-modal-wrap')));
    await creating(page)
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(creating(page)).toBeHidden();

    await rowOf(page, ENABLED).getByRole('button', { name: '停用' }).click();
    await expect(disabling(page)).toBeVisible();
    await settled(page);
    findings.push(...(await scanPage(page, '商户管理：停用子商户', '.ant-modal-wrap')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
