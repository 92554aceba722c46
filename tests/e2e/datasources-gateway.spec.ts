import { expect, test, type Page } from './support/test';
import {
  ADD,
  OK,
  choose,
  confirmDialog,
  formDialog,
  message,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  rowOf,
  searchForm,
  table,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 多数据源管理, 网关路由 and 数据日志 through the server menu on the Prism mock (spec 2.7, 6;
// x-provisional JeecgBoot v3.4.3 calls of openapi/sys.yaml): 6 data sources, 6 routes, 7 log rows.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const RISK_PG_ID = '1768000002304000001';
const CUSTOMER_ROUTE_ID = '1768000002403000001';
const SETTLE_ROUTE_ID = '1768000002405000001';

const openDataSources = (page: Page) =>
  openMenuPage(page, '系统管理', '多数据源管理', /\/isystem\/dataSource$/, '/sys/dataSource/list');

test('多数据源管理: lists by type text; 新增 fills the driver, 测试连接, saves; 编辑 reads the password', async ({
  page,
}) => {
  const first = await openDataSources(page);
  expect(queryOf(first!)).toMatchObject({
    pageNo: '1',
    field: 'id,code,name,dbType_dictText,dbDriver,dbUrl,dbUsername',
  });
  await expect(
    rowOf(page, '风控数据库').getByRole('cell', { name: 'Postgresql', exact: true }),
  ).toBeVisible();
  await expect(table(page)).not.toContainText('Tm9TZWNyZXRIZXJl');

  await page.getByRole('button', { name: ADD }).click();
  const dialog = formDialog(page, '新增');
  await dialog.getByRole('textbox', { name: '数据源编码' }).fill('ledger_mysql');
  await dialog.getByRole('textbox', { name: '数据源名称' }).fill('总账库');
  await choose(page, dialog, '数据库类型', 'MySQL5.7+');
  await expect(dialog.getByRole('textbox', { name: '驱动类' })).toHaveValue(
    'com.mysql.cj.jdbc.Driver',
  );
  const url = 'jdbc:mysql://10.20.6.61:3306/ledger?characterEncoding=UTF-8&useSSL=false';
  await dialog.getByRole('textbox', { name: '数据源地址' }).fill(url);
  await dialog.getByRole('textbox', { name: '用户名' }).fill('ledger_ro');
  await dialog.getByLabel('密码', { exact: true }).fill('Ledger@2026');

  const connection = {
    dbType: '4',
    dbDriver: 'com.mysql.cj.jdbc.Driver',
    dbUrl: url,
    dbUsername: 'ledger_ro',
    dbPassword: 'Ledger@2026',
  };
  const tested = nextRequest(page, '/online/cgreport/api/testConnection');
  await dialog.getByRole('button', { name: '测试连接' }).click();
  expect((await tested).postDataJSON()).toEqual(connection);
  await expect(message(page, '连接成功')).toBeVisible();

  const added = nextRequest(page, '/sys/dataSource/add');
  await dialog.getByRole('button', { name: OK }).click();
  expect((await added).postDataJSON()).toEqual({
    code: 'ledger_mysql',
    name: '总账库',
    ...connection,
  });
  await expect(message(page, '添加成功！')).toBeVisible();
  await expect(dialog).toBeHidden();

  // 编辑 reads the password decrypted; refusals are told and keep the input.
  const read = nextRequest(page, '/sys/dataSource/queryById');
  await rowOf(page, '风控数据库').getByText('编辑', { exact: true }).click();
  expect(queryOf(await read)).toEqual({ id: RISK_PG_ID });
  const editor = formDialog(page, '编辑');
  await expect(editor.getByLabel('密码', { exact: true })).toHaveValue('Risk@2026');
  await expect(editor.getByRole('textbox', { name: '数据源编码' })).toBeDisabled();

  await refuse(page, '/online/cgreport/api/testConnection', '数据库连接失败：Connection refused');
  await editor.getByRole('button', { name: '测试连接' }).click();
  await expect(confirmDialog(page)).toContainText('连接失败');
  await expect(confirmDialog(page)).toContainText('数据库连接失败：Connection refused');
  await confirmDialog(page).getByRole('button', { name: OK }).click();

  await editor.getByRole('textbox', { name: '数据源名称' }).fill('风控特征库');
  await refuse(page, '/sys/dataSource/edit', '操作失败：连接地址有安全风险');
  await editor.getByRole('button', { name: OK }).click();
  await expect(message(page, '操作失败：连接地址有安全风险')).toBeVisible();
  await expect(editor.getByRole('textbox', { name: '数据源名称' })).toHaveValue('风控特征库');
});

test('多数据源管理 without the datasource codes: no 新增, 批量删除, 编辑 or 删除', async ({
  page,
}) => {
  await withoutButtonCodes(page, 'datasource:');
  await openDataSources(page);
  await expect(rowOf(page, '风控数据库')).toBeVisible();
  for (const name of [ADD, /批量删除/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(rowOf(page, '风控数据库').getByText('详情', { exact: true })).toBeVisible();
  await expect(rowOf(page, '风控数据库').getByText('编辑', { exact: true })).toHaveCount(0);
  await expect(rowOf(page, '风控数据库').getByText('删除', { exact: true })).toHaveCount(0);
});

test('网关路由: every route at once, 编辑 saves through updateAll, 删除 one route', async ({
  page,
}) => {
  const first = await openMenuPage(
    page,
    '系统管理',
    '网关路由',
    /\/isystem\/gatewayRoute$/,
    '/sys/gatewayRoute/list',
  );
  expect(queryOf(first!)).toEqual({ field: 'id,routerId,name,uri,status' });
  await expect(rowOf(page, '清算服务').getByRole('cell', { name: '无效' })).toBeVisible();
  await expect(rowOf(page, '客户服务').getByRole('cell', { name: '有效' })).toBeVisible();
  await expect(page.getByRole('button', { name: /批量删除/ })).toHaveCount(0);

  await rowOf(page, '客户服务').getByText('编辑', { exact: true }).click();
  const dialog = formDialog(page, '编辑');
  await expect(dialog.getByRole('textbox', { name: '路由ID' })).toHaveValue('cap-customer');
  await dialog.getByRole('textbox', { name: '路由名称' }).fill('客户服务（限流）');
  const saved = nextRequest(page, '/sys/gatewayRoute/updateAll');
  const reloaded = nextRequest(page, '/sys/gatewayRoute/list');
  await dialog.getByRole('button', { name: OK }).click();
  expect((await saved).postDataJSON()).toEqual({
    router: {
      id: CUSTOMER_ROUTE_ID,
      routerId: 'cap-customer',
      name: '客户服务（限流）',
      uri: 'lb://cap-customer',
      status: 1,
      predicates: '[{"name":"Path","args":["/cap/cus/**"]}]',
      filters:
        '[{"name":"RequestRateLimiter","args":[{"key":"key-resolver","value":"#{@ipKeyResolver}"},' +
        '{"key":"redis-rate-limiter.replenishRate","value":20},' +
        '{"key":"redis-rate-limiter.burstCapacity","value":20}]}]',
    },
  });
  await expect(message(page, '操作成功！')).toBeVisible();
  await expect(dialog).toBeHidden();
  await reloaded;

  await rowOf(page, '清算服务').getByText('删除', { exact: true }).click();
  const deleted = nextRequest(page, '/sys/gatewayRoute/delete');
  await confirmDialog(page).getByRole('button', { name: OK }).click();
  expect(queryOf(await deleted)).toEqual({ id: SETTLE_ROUTE_ID });
  await expect(message(page, '删除路由成功')).toBeVisible();
});

test('数据日志: a read-only list searched by table and record, the content whole in 详情', async ({
  page,
}) => {
  // The demo menu routes 数据日志 (issue 19 item 8).
  const first = await openMenuPage(
    page,
    '系统监控',
    '数据日志',
    /\/monitor\/dataLog$/,
    '/sys/dataLog/list',
  );
  expect(queryOf(first!)).toMatchObject({
    column: 'createTime',
    order: 'desc',
    field: 'id,dataTable,dataId,dataVersion,dataContent,createBy,createTime',
  });
  await expect(page.getByText('共 7 条')).toBeVisible();
  for (const name of [ADD, /批量删除/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }

  await searchForm(page).getByRole('textbox', { name: '表名' }).fill('cap_cus_mast');
  await searchForm(page).getByRole('textbox', { name: '数据ID' }).fill('1768000001201000001');
  const searched = nextRequest(page, '/sys/dataLog/list', (query) => query.has('dataTable'));
  await searchForm(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  expect(queryOf(await searched)).toMatchObject({
    dataTable: '*cap_cus_mast*',
    dataId: '1768000001201000001',
    pageNo: '1',
  });

  await table(page).locator('tbody tr.ant-table-row').first().getByText('详情').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer).toContainText('"cusName": "杭州云栈科技有限公司"');
  await expect(drawer).toContainText('"settleCycle": "T1"');

  // spec 8.4: a refused search shows the server's text and keeps the typed conditions.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await refuse(page, '/sys/dataLog/list', '数据日志查询失败，请稍后重试');
  // New conditions: the list does not read again on 查询 with the conditions it already shows.
  await searchForm(page).getByRole('textbox', { name: '表名' }).fill('cap_acct_mast');
  const refused = nextRequest(page, '/sys/dataLog/list', (query) => query.has('dataTable'));
  await searchForm(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  expect(queryOf(await refused)).toMatchObject({ dataTable: '*cap_acct_mast*' });
  await expect(message(page, '数据日志查询失败，请稍后重试')).toBeVisible();
  await expect(searchForm(page).getByRole('textbox', { name: '表名' })).toHaveValue(
    'cap_acct_mast',
  );
});
