import { expect, test, type Page } from './support/test';
import { describeFindings, scanPage } from './support/axe';
import { openSignedIn, startSignedIn } from './support/session';

// 首页 dashboards by audience (issue 18 item 4) on the Prism mock: the demo admin signs in to
// 汇联支付运营支撑平台 as 平台运营组 (plat_ops); its systems carry 杭州分公司运营组 (org_ops),
// 杭州云栖便利店管理组 (merchant_admin) and 资金监管组 (supervision_bank), reached through the
// header's system and platform switchers (openapi/sys.yaml, login example `success`).

test.use(startSignedIn);

const board = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 5 });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openHome(page: Page) {
  await openSignedIn(page, '/Home');
  await expect(page.getByRole('heading', { level: 4 })).toContainText('系统管理员');
}

async function switchSystem(page: Page, name: string) {
  await page.getByRole('button', { name: /切换系统/ }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

test('each group type gets its dashboard, switched through the header switchers', async ({
  page,
}) => {
  await openHome(page);
  await expect(board(page, '平台看板')).toBeVisible();
  await expect(card(page, '今日交易')).toContainText('1,286');
  await expect(card(page, '今日交易排名')).toContainText('杭州云栖便利店有限公司');

  await switchSystem(page, '汇联商户服务平台');
  await expect(board(page, '商户看板')).toBeVisible();
  await expect(card(page, '本商户账户')).toBeVisible();
  await expect(page.getByRole('heading', { level: 4 })).toContainText('系统管理员');

  await switchSystem(page, '资金监管平台');
  await expect(board(page, '监管看板')).toBeVisible();
  await expect(card(page, '监管预警')).toBeVisible();
  await expect(card(page, '监管账户余额')).toBeVisible();

  await switchSystem(page, '汇联支付运营支撑平台');
  await expect(board(page, '平台看板')).toBeVisible();
  await page.getByRole('button', { name: /切换平台/ }).click();
  await page.getByRole('menuitem', { name: '杭州分公司运营组', exact: true }).click();
  await expect(board(page, '员工工作台')).toBeVisible();
  await expect(card(page, '我的待办')).toContainText('交易复核');
});

test('one failing figure shows its own failure; the other cards keep their figures', async ({
  page,
}) => {
  await page.route('**/cap/dash/v1/DashBalanceInquiry', (route) =>
    route.fulfill({
      json: {
        status: {
          success: false,
          replyCode: 'E0001',
          replyText: '交易失败',
          errorMsg: '余额服务暂不可用',
        },
        body: null,
      },
    }),
  );
  await openHome(page);
  const balances = card(page, '账户余额');
  await expect(balances.getByRole('alert')).toContainText('账户余额加载失败');
  await expect(card(page, '今日交易')).toContainText('1,286');
  await expect(card(page, '待办事项')).toContainText('交易复核');
  await expect(card(page, '今日交易排名')).toContainText('杭州云栖便利店有限公司');

  await page.unroute('**/cap/dash/v1/DashBalanceInquiry');
  await balances.getByRole('button', { name: /重\s*试/ }).click();
  await expect(balances).toContainText('86,523,410.55');
});

test('a figure opens its list with the filter applied and sent', async ({ page }) => {
  await openHome(page);
  const pending = card(page, '待办事项').getByRole('link', { name: /交易复核 8 件/ });
  await expect(pending).toHaveAttribute('href', '/acct/txnAuditList?txnStatus=00');

  const accounts = page.waitForRequest(
    (request) =>
      request.url().includes('/cap/acct/v1/AcctInfoInquiry') &&
      (request.postDataJSON() as { acctType?: string }).acctType === '01',
  );
  await card(page, '账户余额').getByRole('link', { name: '基本户' }).click();
  await expect(page).toHaveURL(/\/acct\/acctInfoList\?acctType=01$/);
  await accounts;
  await expect(page.getByRole('tab', { name: /账户管理/ })).toBeVisible();
});

test('the dashboard has no serious or critical axe violation', async ({ page }) => {
  await openHome(page);
  await expect(card(page, '交易走势').locator('canvas').first()).toBeVisible();
  await expect(card(page, '账户余额')).toContainText('基本户');
  const findings = await scanPage(page, '首页');
  expect(findings, describeFindings(findings)).toEqual([]);
});
