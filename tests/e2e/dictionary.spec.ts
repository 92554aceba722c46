import { expect, test, type Locator, type Page, type Request } from './support/test';
import { openGallerySignedIn, startSignedIn } from './support/session';

// The dictionary and tree widgets of the gallery (spec 3, 4, 5.4, 7.3, 8.2, 9) on the Prism mock.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const MERCHANT_INDUSTRY = '1768000000943719300'; // 商户行业
const PRODUCT_TYPE = '1768000000944767877'; // 产品类型
const PAY_METHOD = '1768000000945816454'; // 支付方式

async function openDictionaries(page: Page) {
  await openGallerySignedIn(page, 'dictionary');
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const shownValue = (region: Locator) => region.getByText(/^当前值：/);
/** The open drop-down's option with this text. */
const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
    hasText: text,
  });
/** Opens a select or tree select of the card (its shown value covers the search input). */
const openSelect = (region: Locator) => region.locator('.ant-select-selector').click();
const warning = (page: Page, text: string) =>
  page.locator('.ant-message-warning, .ant-message-error', { hasText: text });

test('a cached dictionary needs no request; a missing one comes from the server, active items only', async ({
  page,
}) => {
  const dictRequests: string[] = [];
  page.on('request', (request) => {
    if (/getDictItems|DictItemListInquiry/.test(request.url())) dictRequests.push(request.url());
  });
  const serverDict = page.waitForRequest('**/cap/sys/v1/SystemDictItemListInquiry');
  await openDictionaries(page);

  const cached = card(page, '字典下拉（本地缓存）');
  await expect(cached.getByTitle('重要消息')).toBeVisible();
  await openSelect(cached);
  await option(page, '紧急消息').click();
  await expect(shownValue(cached)).toHaveText('当前值：H');

  const radio = card(page, '字典单选');
  await radio.getByText('女', { exact: true }).click();
  await expect(shownValue(radio)).toHaveText('当前值：2');

  const checkbox = card(page, '字典复选');
  await checkbox.getByText('数字人民币').click();
  await expect(shownValue(checkbox)).toHaveText('当前值：WECHAT,ALIPAY,E_CNY');

  expect(JSON.parse((await serverDict).postData() ?? '{}')).toMatchObject({
    dictCode: 'mer_subject_type',
  });
  const fromServer = card(page, '字典下拉（服务端，仅启用项）');
  await expect(fromServer.getByText('小微商户')).toBeVisible();
  await expect(fromServer.getByText('事业单位（停用）')).toHaveCount(0);
  await fromServer.getByText('个体工商户').click();
  await expect(shownValue(fromServer)).toHaveText('当前值：02');
  // Only mer_subject_type and the table dictionary went to the server.
  expect(dictRequests.filter((url) => url.includes('getDictItems'))).toEqual([
    expect.stringContaining('/sys/dict/getDictItems/sys_user,realname,username'),
  ]);
});

test('dictionary search: a stored value shows its text, a keyword is searched and picked', async ({
  page,
}) => {
  const label = page.waitForRequest('**/sys/dict/loadDictItem/**');
  await openDictionaries(page);
  const search = card(page, '字典搜索选择');
  expect(new URL((await label).url()).searchParams.get('key')).toBe('zhangwei');
  await expect(search.getByTitle('张伟')).toBeVisible();

  await openSelect(search);
  await expect(page.getByText('请输入搜索内容').last()).toBeVisible();
  const searched = page.waitForRequest('**/sys/dict/loadDict/**');
  await search.getByRole('combobox').pressSequentially('李娜', { delay: 50 });
  const url = new URL((await searched).url());
  expect(url.pathname).toBe('/admin/sys/dict/loadDict/sys_user,realname,username');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ keyword: '李娜', pageSize: '10' });
  await option(page, '李娜').click();
  await expect(shownValue(search)).toHaveText('当前值：lina');
});

test('a refused dictionary search shows the server message as a warning', async ({ page }) => {
  await openDictionaries(page);
  await page.route('**/sys/dict/loadDict/**', (route) =>
    route.fulfill({
      json: { success: false, message: '字典Code格式不正确！', code: 500, result: null },
    }),
  );
  const search = card(page, '字典搜索选择');
  await openSelect(search);
  await search.getByRole('combobox').fill('王');
  await expect(warning(page, '字典Code格式不正确！')).toBeVisible();
});

test('search select sends one request 800 ms after typing, with page 1 of 10, and picks', async ({
  page,
}) => {
  await openDictionaries(page);
  const select = card(page, '远程搜索选择');
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('SystemSqlDictPageListInquiry')) requests.push(request);
  });
  await openSelect(select);
  const typedAt = Date.now();
  await select.getByRole('combobox').pressSequentially('杭州', { delay: 100 });
  await expect(option(page, '杭州云栖便利店有限公司')).toBeVisible();

  expect(requests).toHaveLength(1);
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(800);
  expect(JSON.parse(requests[0]?.postData() ?? '{}')).toMatchObject({
    tableName: 'cus_mast_info',
    fieldText: 'cus_name',
    fieldValue: 'cus_code',
    fieldValueKeyword: '杭州',
    page: { pageSize: 10, pageNum: 1 },
  });
  await option(page, '杭州云栖便利店有限公司').click();
  await expect(shownValue(select)).toHaveText('当前值：C202611000123');
});

test('tree select loads a level on expansion (pid sent) and picks a leaf', async ({ page }) => {
  // The static mock answers every level alike; the second level is its named example.
  await page.route('**/sys/dict/loadTreeData?**', (route, request) =>
    new URL(request.url()).searchParams.get('pid')
      ? route.continue({ headers: { ...request.headers(), prefer: 'example=secondLevel' } })
      : route.continue(),
  );
  await openDictionaries(page);
  const tree = card(page, '树选择');
  await openSelect(tree);
  const level = page.waitForRequest('**/sys/dict/loadTreeData?**');
  await page
    .locator('.ant-select-tree-treenode', { hasText: '商户行业' })
    .locator('.ant-select-tree-switcher')
    .click();
  expect(Object.fromEntries(new URL((await level).url()).searchParams)).toMatchObject({
    pid: MERCHANT_INDUSTRY,
    tableName: 'sys_category',
    text: 'name',
    code: 'id',
    pidField: 'pid',
    hasChildField: 'has_child',
  });
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '餐饮美食' }).click();
  await expect(shownValue(tree)).toHaveText('当前值：1768000000964690840');
  await expect(tree.getByTitle('餐饮美食')).toBeVisible();

  await expect(
    card(page, '树选择（condition 有误）').getByText(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    ),
  ).toBeVisible();
});

test('category select shows stored ids by name and adds a picked category', async ({ page }) => {
  await openDictionaries(page);
  const category = card(page, '分类字典选择');
  await expect(category.getByTitle('餐饮美食')).toBeVisible();
  await expect(category.getByTitle('零售百货')).toBeVisible();
  await openSelect(category);
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '交通出行' }).click();
  await expect(shownValue(category)).toHaveText(
    '当前值：1768000000964690840,1768000000965739417,1768000000966787994',
  );
});

test('a refused category root load shows the server message', async ({ page }) => {
  await page.route('**/sys/category/loadTreeRoot?**', (route) =>
    route.fulfill({
      json: { success: false, message: '该编码【A01】不存在，请核实!', code: 0, result: null },
    }),
  );
  await openDictionaries(page);
  await expect(warning(page, '该编码【A01】不存在，请核实!')).toBeVisible();
});

test('tree table: loading... until expanded, children on expansion, an empty answer removes them', async ({
  page,
}) => {
  await page.route('**/sys/category/childList?**', async (route, request) => {
    const pid = new URL(request.url()).searchParams.get('pid');
    if (pid === PRODUCT_TYPE) {
      await route.fulfill({ json: { success: true, message: '', code: 0, result: [] } });
      return;
    }
    // Slow enough to see the placeholder row.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await openDictionaries(page);
  const table = card(page, '树形表格');
  const row = (name: string) => table.locator('tr.ant-table-row', { hasText: name });
  await expect(row('商户行业')).toBeVisible();

  const children = page.waitForRequest('**/sys/category/childList?**');
  await row('商户行业').locator('.ant-table-row-expand-icon').click();
  expect(new URL((await children).url()).searchParams.get('pid')).toBe(MERCHANT_INDUSTRY);
  await expect(table.getByText('loading...')).toBeVisible();
  await expect(row('餐饮美食')).toBeVisible();
  await expect(table.getByText('loading...')).toHaveCount(0);

  await row('产品类型').locator('.ant-table-row-expand-icon').click();
  await expect(row('产品类型').locator('.ant-table-row-expand-icon')).toHaveClass(
    /ant-table-row-expand-icon-spaced/,
  );
});

test('tree table: an unrecognised reply is tried 3 more times, then 返回数据类型不识别', async ({
  page,
}) => {
  let attempts = 0;
  await page.route('**/sys/category/childList?**', (route, request) => {
    if (new URL(request.url()).searchParams.get('pid') === PAY_METHOD) attempts += 1;
    return route.fulfill({ json: { success: true, message: '', code: 0, result: { rows: [] } } });
  });
  await openDictionaries(page);
  const table = card(page, '树形表格');
  const row = table.locator('tr.ant-table-row', { hasText: '支付方式' });
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('.ant-message-error', { hasText: '返回数据类型不识别' })).toBeVisible();
  expect(attempts).toBe(4);
  await expect(row.locator('.ant-table-row-expand-icon')).toHaveClass(
    /ant-table-row-expand-icon-collapsed/,
  );
});
