import { expect, test, type Locator, type Page } from './support/test';
import { openGallerySignedIn, startSignedIn } from './support/session';

// The advanced query builder and the popup report picker through the widget gallery
// (/test/home?tab=query) on the Prism mock: spec 2.10, 4, 5.4, 7.5.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const SAVED_KEY = 'pro__JSuperQuerySaved_/test/home';

async function openGallery(page: Page) {
  await openGallerySignedIn(page, 'query');
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const builder = (page: Page) => page.locator('.ant-modal').filter({ hasText: '高级查询构造器' });
const dialogButton = (scope: Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });

/** Opens the select labelled `label` inside `scope` and picks `option`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

async function buildUsernameCondition(page: Page, value: string) {
  await card(page, '高级查询').getByRole('button', { name: '高级查询' }).click();
  const modal = builder(page);
  await expect(modal).toBeVisible();
  const row = modal.getByRole('group', { name: '条件1' });
  await choose(page, row, '查询字段', '用户账号');
  await row.getByRole('textbox', { name: '查询值' }).fill(value);
  return modal;
}

async function saveAs(page: Page, modal: Locator, name: string) {
  await dialogButton(modal, '保存查询条件').click();
  const prompt = page.locator('.ant-modal').filter({ hasText: '请输入保存的名称' });
  await prompt.getByRole('textbox', { name: '保存名称' }).fill(name);
  await dialogButton(prompt, '确定').click();
}

test.describe('advanced query builder', () => {
  test.beforeEach(async ({ page }) => {
    await openGallery(page);
  });

  test('sends the built condition to the list call and shows it as the current value', async ({
    page,
  }) => {
    const modal = await buildUsernameCondition(page, 'admin');
    const listCall = page.waitForRequest(
      (request) =>
        request.url().includes('/sys/user/list') && request.url().includes('superQueryParams'),
    );

    await dialogButton(modal, '查询').click();

    const url = new URL((await listCall).url());
    expect(JSON.parse(decodeURI(url.searchParams.get('superQueryParams') ?? ''))).toEqual([
      { field: 'username', rule: 'eq', val: 'admin', type: 'string' },
    ]);
    expect(url.searchParams.get('superQueryMatchType')).toBe('and');
    await dialogButton(modal, '关闭').click();
    await expect(card(page, '高级查询')).toContainText(
      '"params":[{"field":"username","rule":"eq","val":"admin","type":"string"}],"matchType":"and"',
    );

    await card(page, '高级查询').getByRole('button', { name: '高级查询' }).hover();
    await expect(page.getByText('已有高级查询条件生效')).toBeVisible();
    await page.getByRole('tooltip').getByText('清空').click();
    await expect(card(page, '高级查询')).toContainText('当前值：{"params":[],"matchType":"and"}');
  });

  test('warns 不能查询空条件 for a blank row', async ({ page }) => {
    await card(page, '高级查询').getByRole('button', { name: '高级查询' }).click();

    await dialogButton(builder(page), '查询').click();

    await expect(page.locator('.ant-message-warning')).toHaveText('不能查询空条件');
  });

  test('saves a query, loads it after a reload, overwrites and deletes it with confirmation', async ({
    page,
  }) => {
    let modal = await buildUsernameCondition(page, 'admin');
    await saveAs(page, modal, '管理员账号');
    await expect(page.locator('.ant-message-success')).toHaveText('保存成功');
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toContain(
      '"title":"管理员账号"',
    );

    await page.reload();
    await card(page, '高级查询').getByRole('button', { name: '高级查询' }).click();
    modal = builder(page);
    const saved = modal.getByRole('region', { name: '保存的查询' });
    await saved.getByText('管理员账号').click();
    const row = modal.getByRole('group', { name: '条件1' });
    await expect(row.getByText('用户账号')).toBeVisible();
    await expect(row.getByRole('textbox', { name: '查询值' })).toHaveValue('admin');

    await row.getByRole('textbox', { name: '查询值' }).fill('zhangwei');
    await saveAs(page, modal, '管理员账号');
    const overwrite = page.locator('.ant-modal-confirm').filter({
      hasText: '管理员账号 已存在，是否覆盖？',
    });
    await dialogButton(overwrite, '确定').click();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SAVED_KEY))
      .toContain('"val":"zhangwei"');

    await saved.getByRole('button', { name: '删除查询 管理员账号' }).click();
    const remove = page.locator('.ant-modal-confirm').filter({ hasText: '是否删除当前查询？' });
    await dialogButton(remove, '确定').click();
    await expect(saved).toContainText('没有保存任何查询');
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toContain(
      '"value":[]',
    );
  });
});

test.describe('popup report picker', () => {
  test.beforeEach(async ({ page }) => {
    await openGallery(page);
  });

  const reportModal = (page: Page) => page.locator('.ant-modal').filter({ hasText: '用户选择' });

  test('opens the report, pages, and fills the input and the destination fields', async ({
    page,
  }) => {
    const demo = card(page, 'Popup 报表选择（单选）');
    const firstPage = page.waitForRequest((request) => request.url().includes('/getData/'));
    await demo.getByRole('button', { name: '选择' }).click();
    const modal = reportModal(page);
    const first = new URL((await firstPage).url());
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'username',
      order: 'asc',
    });
    await expect(modal.getByRole('cell', { name: '系统管理员' })).toBeVisible();
    await expect(modal.getByText('1-10 共13条')).toBeVisible();

    const secondPage = page.waitForRequest((request) => request.url().includes('/getData/'));
    await modal.locator('.ant-pagination-item-2').click();
    expect(new URL((await secondPage).url()).searchParams.get('pageNo')).toBe('2');

    await dialogButton(modal, '确定').click();
    await expect(page.locator('.ant-message-warning')).toHaveText('请选择一条记录');
    await modal.getByRole('cell', { name: '张伟' }).click();
    await dialogButton(modal, '确定').click();

    await expect(modal).toBeHidden();
    await expect(demo.getByRole('textbox').first()).toHaveValue('zhangwei');
    await expect(demo.getByLabel('姓名')).toHaveValue('张伟');
    await expect(demo.getByLabel('手机号')).toHaveValue('13905710001');
    await expect(demo).toContainText('"account":"zhangwei","name":"张伟","phone":"13905710001"');
  });

  test('sends the search fields and joins several rows with the spliter', async ({ page }) => {
    const demo = card(page, 'Popup 报表选择（多选）');
    await demo.getByRole('button', { name: '选择' }).click();
    const modal = reportModal(page);
    await expect(modal.getByRole('cell', { name: '系统管理员' })).toBeVisible();
    expect(await modal.evaluate((box) => (box as HTMLElement).style.width)).toBe('900px');

    const searched = page.waitForRequest((request) => request.url().includes('/getData/'));
    await modal.getByRole('textbox', { name: 'username' }).fill('li');
    await dialogButton(modal, '查询').click();
    expect(new URL((await searched).url()).searchParams.get('username')).toBe('li');

    await modal.getByRole('cell', { name: '系统管理员' }).click();
    await modal.getByRole('cell', { name: '李娜' }).click();
    await dialogButton(modal, '确定').click();

    await expect(demo).toContainText('当前值：admin|lina');
    await expect(demo).toContainText('姓名：系统管理员|李娜');
    await expect(demo.getByRole('textbox')).toHaveValue('admin,lina');
  });

  test('shows the server message and closes when the report cannot be set up', async ({ page }) => {
    await page.route('**/online/cgreport/api/getRpColumns/**', (route) =>
      route.fulfill({
        json: { success: false, message: '实体不存在', code: 500, result: null, timestamp: 0 },
      }),
    );
    const demo = card(page, 'Popup 报表选择（单选）');

    await demo.getByRole('button', { name: '选择' }).click();

    await expect(page.locator('.ant-message-warning')).toHaveText('实体不存在');
    await expect(reportModal(page)).toBeHidden();
  });

  test('keeps the dialog usable when a page fails with HTTP 500', async ({ page }) => {
    const demo = card(page, 'Popup 报表选择（单选）');
    await demo.getByRole('button', { name: '选择' }).click();
    const modal = reportModal(page);
    await expect(modal.getByRole('cell', { name: '系统管理员' })).toBeVisible();
    await page.route('**/online/cgreport/api/getData/**', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: '查询失败，SQL执行异常' } }),
    );

    await modal.locator('.ant-pagination-item-2').click();

    await expect(page.getByText('查询失败，SQL执行异常').first()).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(modal.getByText('暂无数据')).toBeVisible();
  });
});
