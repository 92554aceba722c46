import { expect, test, type Locator, type Page } from './support/test';
import { describeFindings, scanPage } from './support/axe';
import {
  OK,
  formDrawer,
  message,
  nextRequest,
  openMenuPage,
  rowOf,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 公司管理 → 系统配置 (issue 19 A, component auth/SystemList) on the Prism mock of openapi/cap.yaml:
// SystemListInquiry answers hl_ops 汇联支付运营支撑平台 (its system info is what the login-time
// SystemInquiry answers), hl_mch and hl_sup (停用). The form edits the system info with a live
// preview of the login page; after a save, the login page fed the saved info must show what the
// preview showed.

test.use(startSignedIn);
// The form drawer is heavy (form, uploads, preview); a loaded CI machine needs the time.
test.describe.configure({ timeout: 180_000 });

const SYSTEMS = '/cap/auth/v1/SystemListInquiry';
const SYSTEM_UPDATING = '/cap/auth/v1/SystemUpdating';
const EDIT_TITLE = '编辑系统';
const TENANTS = '/cap/auth/v1/TenantListInquiry';
const TENANT_ADD = '/cap/auth/v1/TenantAddtion';
const TENANT_UPDATING = '/cap/auth/v1/TenantUpdating';
const NOW = '2026-11-27 10:50:00';

async function openSystems(page: Page) {
  await openMenuPage(page, '公司管理', '系统配置', /\/auth\/systemList$/, SYSTEMS);
  await expect(rowOf(page, 'hl_ops')).toBeVisible();
}

async function openTenants(page: Page) {
  await openMenuPage(page, '公司管理', '租户管理', /\/auth\/tenantList$/, TENANTS);
  await expect(rowOf(page, '1001')).toBeVisible();
}

async function openEdit(page: Page): Promise<Locator> {
  await rowOf(page, 'hl_ops')
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const drawer = formDrawer(page, EDIT_TITLE);
  await expect(drawer.getByLabel('系统名称')).toHaveValue('汇联支付运营支撑平台');
  return drawer;
}

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** What a login frame shows: the preview's or the login page's. */
async function frameLook(frame: Locator) {
  return {
    title: (await frame.locator('.login-layout-title').innerText()).trim(),
    logo: await frame.locator('.login-layout-logo').getAttribute('src'),
    footer: (await frame.locator('.login-layout-footer').innerText()).replace(/\s+/g, ' ').trim(),
    background: await frame.evaluate((element) => getComputedStyle(element).backgroundImage),
  };
}

/** 停用 of entity E1002 with a reason; checks the EntityStatusModify body and returns the dialog. */
async function stopEntityE1002(page: Page) {
  await rowOf(page, 'E1002').getByRole('button', { name: '停用' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '停用实体' });
  await dialog.getByLabel('原因').fill('合作终止');
  const sent = nextRequest(page, '/cap/auth/v1/EntityStatusModify');
  await dialog.getByRole('button', { name: OK }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    entityId: 'E1002',
    status: '0',
    reason: '合作终止',
  });
  return dialog;
}

test.describe('系统配置', () => {
  test('the preview follows the form and the login page then shows what it showed', async ({
    page,
    browser,
  }) => {
    // The drawer re-draws the preview on each keystroke: slow on a loaded CI machine.
    test.slow();
    await openSystems(page);
    const drawer = await openEdit(page);
    const preview = page.getByTestId('login-preview').locator('.login-layout');
    await expect(preview.locator('.login-layout-title')).toHaveText('汇联支付运营支撑平台');

    await drawer.getByLabel('系统名称').fill('汇联支付综合运营平台');
    await drawer.getByLabel('公司名称').fill('汇联支付集团有限公司');
    await drawer.getByLabel('标签页标题').fill('汇联支付 · 运营');
    await drawer.getByLabel('公安备案号').fill('');
    await drawer.getByRole('switch', { name: '数据解密' }).click();
    await expect(preview.locator('.login-layout-title')).toHaveText('汇联支付综合运营平台');
    await expect(preview.locator('.login-layout-footer')).toContainText('汇联支付集团有限公司');
    await expect(preview.locator('.login-layout-footer')).not.toContainText('公网安备');
    await expect(page.getByTestId('preview-tab-title')).toHaveText('汇联支付 · 运营');
    // 数据解密 was on (the mock's hl_ops): switched off, the header menu loses it.
    await expect(page.getByTestId('preview-menu')).not.toContainText('数据解密');
    const shown = await frameLook(preview);

    const sent = nextRequest(page, SYSTEM_UPDATING);
    await drawer.getByRole('button', { name: OK }).click();
    const saved = (await sent).postDataJSON() as Record<string, string>;
    expect(saved).toMatchObject({
      sysId: 'SYS0001',
      sysCode: 'hl_ops',
      sysName: '汇联支付综合运营平台',
      url: 'console.huilianpay.com',
      port: '443',
      entityId: 'E1001',
    });
    expect(JSON.parse(saved.sysInfo ?? '')).toMatchObject({
      sysName: '汇联支付综合运营平台',
      company: '汇联支付集团有限公司',
      tabTitle: '汇联支付 · 运营',
      cfgDataDecrypt: 'false',
    });
    // The drawer closes on success only (the toast itself is checked by the component test).
    await expect(formDrawer(page, EDIT_TITLE)).toBeHidden();

    // A fresh browser on the login page, whose SystemInquiry now answers the saved system.
    // Signed out: the runner would otherwise give the new context the spec's signed-in state, and
    // the login route sends a signed-in user home.
    const context = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      storageState: { cookies: [], origins: [] },
    });
    const login = await context.newPage();
    await login.route('**/admin/cap/auth/v1/SystemInquiry**', (route) =>
      route.fulfill({
        json: {
          status: { success: true, replyCode: '0000', replyText: '交易成功', errorMsg: null },
          body: { sysName: saved.sysName, sysInfo: saved.sysInfo },
        },
      }),
    );
    await login.route('**/admin/cap/auth/v1/TenantInquiry**', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=empty' } }),
    );
    await login.goto('/user/login-admin');
    await expect(login.getByRole('heading', { name: '汇联支付综合运营平台' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await frameLook(login.locator('.login-layout'))).toEqual(shown);
    await expect(login).toHaveTitle('汇联支付 · 运营');
    await context.close();
  });

  test('a refused save keeps the drawer and what was typed, with the server’s text', async ({
    page,
  }) => {
    await preferExample(page, SYSTEM_UPDATING, 'addressTaken');
    await openSystems(page);
    const drawer = await openEdit(page);
    await drawer.getByLabel('访问域名').fill('mch.huilianpay.com');
    await drawer.getByRole('button', { name: OK }).click();
    await expect(message(page, /访问地址已被其他系统使用/)).toBeVisible();
    await expect(drawer.getByLabel('访问域名')).toHaveValue('mch.huilianpay.com');
  });

  test('a user without the system codes sees no 新增系统 and no 编辑', async ({ page }) => {
    await withoutButtonCodes(page, 'authSystem:');
    await openSystems(page);
    await expect(page.getByRole('button', { name: '新增系统' })).toHaveCount(0);
    await expect(rowOf(page, 'hl_ops').getByRole('button')).toHaveCount(0);
  });

  test('the form and the list have no serious accessibility finding', async ({ page }) => {
    test.slow();
    await openSystems(page);
    await openEdit(page);
    await page
      .locator('.ant-drawer-content')
      .evaluate((root) =>
        Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null))),
      );
    const findings = await scanPage(page, '编辑系统', '.ant-drawer-content');
    await formDrawer(page, EDIT_TITLE)
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(formDrawer(page, EDIT_TITLE)).toBeHidden();
    findings.push(...(await scanPage(page, '系统配置')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});

test.describe('实体管理 and 租户管理', () => {
  test('停用 of an entity with enabled systems shows the refusal and keeps the reason', async ({
    page,
  }) => {
    await preferExample(page, '/cap/auth/v1/EntityStatusModify', 'activeSystems');
    await openMenuPage(
      page,
      '公司管理',
      '实体管理',
      /\/auth\/entityList$/,
      '/cap/auth/v1/EntityInquiry',
    );
    await expect(rowOf(page, 'E1001')).toBeVisible();
    const dialog = await stopEntityE1002(page);
    await expect(message(page, /实体下仍有启用的系统/)).toBeVisible();
    await expect(dialog.getByLabel('原因')).toHaveValue('合作终止');
  });

  test('停用 of an entity sends its id, the next status and the reason, and says so', async ({
    page,
  }) => {
    await openMenuPage(
      page,
      '公司管理',
      '实体管理',
      /\/auth\/entityList$/,
      '/cap/auth/v1/EntityInquiry',
    );
    const dialog = await stopEntityE1002(page);
    await expect(message(page, '停用成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('新增租户 sends the typed tenant, says so, and the list read again shows it', async ({
    page,
  }) => {
    // The mock answers the same three tenants whatever was added; once the addition went out,
    // the list answers it too (as the server would), so the row shows only if the page reads
    // the list again after the save.
    let added: Record<string, unknown> | undefined;
    await page.route(`**/admin${TENANT_ADD}**`, async (route) => {
      added = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue();
    });
    await page.route(`**/admin${TENANTS}**`, async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { body: { listData: object[] } };
      if (added) reply.body.listData.push({ ...added, tenantId: '1004', createTime: NOW });
      await route.fulfill({ response, json: reply });
    });
    await openTenants(page);
    await page.getByRole('button', { name: '新增租户' }).click();
    const drawer = formDrawer(page, '新增租户');
    await drawer.getByLabel('租户名称').fill('汇联代理');
    await drawer.getByLabel('访问域名').fill('Agent.HuilianPay.com');
    await drawer.getByLabel('系统名称').fill('汇联代理商服务平台');
    await drawer.getByLabel('公司名称').fill('汇联支付科技有限公司');
    const sent = nextRequest(page, TENANT_ADD);
    await drawer.getByRole('button', { name: OK }).click();
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      tenantName: '汇联代理',
      url: 'agent.huilianpay.com',
      tenantStatus: '1',
      remark: null,
    });
    expect(JSON.parse(body.tenantInfo ?? '')).toMatchObject({
      sysName: '汇联代理商服务平台',
      company: '汇联支付科技有限公司',
    });
    await expect(message(page, '新增成功')).toBeVisible();
    await expect(formDrawer(page, '新增租户')).toBeHidden();
    await expect(rowOf(page, '1004')).toContainText('汇联代理商服务平台');
    await expect(rowOf(page, '1004')).toContainText('agent.huilianpay.com');
  });

  test('a refused 编辑租户 keeps the drawer and the typed host name, with the server’s text', async ({
    page,
  }) => {
    await preferExample(page, TENANT_UPDATING, 'duplicateDomain');
    await openTenants(page);
    await rowOf(page, '1002').getByRole('button', { name: '编辑 汇联商户' }).click();
    const drawer = formDrawer(page, '编辑租户');
    await expect(drawer.getByLabel('租户名称')).toHaveValue('汇联商户');
    await drawer.getByLabel('访问域名').fill('console.huilianpay.com');
    const sent = nextRequest(page, TENANT_UPDATING);
    await drawer.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      tenantId: '1002',
      tenantName: '汇联商户',
      url: 'console.huilianpay.com',
    });
    await expect(message(page, /访问域名已被其他租户使用/)).toBeVisible();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel('访问域名')).toHaveValue('console.huilianpay.com');
    await expect(drawer.getByLabel('租户名称')).toHaveValue('汇联商户');
  });

  test('without the auth codes: no 新增 or 编辑 on 租户管理, nor on 实体管理', async ({ page }) => {
    await withoutButtonCodes(page, 'auth');
    await openTenants(page);
    await expect(page.getByRole('button', { name: '新增租户' })).toHaveCount(0);
    await expect(rowOf(page, '1001').getByRole('button')).toHaveCount(0);

    // The same page through the side menu: no second cold load.
    await page.getByRole('menuitem', { name: '实体管理' }).click();
    await expect(page).toHaveURL(/\/auth\/entityList$/);
    await expect(rowOf(page, 'E1002')).toBeVisible();
    await expect(page.getByRole('button', { name: '新增实体' })).toHaveCount(0);
    await expect(rowOf(page, 'E1002').getByRole('button')).toHaveCount(0);
  });
});
