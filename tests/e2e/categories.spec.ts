import { expect, test, type Page } from './support/test';
import {
  OK,
  formDialog,
  message,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  table,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 分类字典 through the server menu (系统管理 → 分类字典, component system/SysCategoryList) on the
// Prism mock: root categories page by page, children loaded on first expand (spec 3 category
// tree node, 4, 7.3), the code checked against the parent, and a refused root list (spec 8.4).

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const MERCHANT_INDUSTRY_ID = '1768000000943719300';

const categoryRow = (page: Page, name: string) =>
  table(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByRole('cell').getByText(name, { exact: true }) });

async function openCategories(page: Page) {
  const first = await openMenuPage(
    page,
    '系统管理',
    '分类字典',
    /\/isystem\/category$/,
    '/sys/category/rootList',
  );
  await expect(categoryRow(page, '商户行业')).toBeVisible();
  return first!;
}

test.describe('分类字典', () => {
  test('pages the roots, loads children on first expand and shows a refused list’s message', async ({
    page,
  }) => {
    const first = await openCategories(page);
    expect(queryOf(first)).toEqual({
      column: 'createTime',
      order: 'desc',
      field: 'id,name,code',
      pageNo: '1',
      pageSize: '10',
    });
    await expect(page.getByText('共 10 条')).toBeVisible();
    await expect(categoryRow(page, '商户行业')).toContainText('A01');

    const children = nextRequest(page, '/sys/category/childList');
    await categoryRow(page, '商户行业').locator('.ant-table-row-expand-icon').click();
    expect(queryOf(await children)).toEqual({ pid: MERCHANT_INDUSTRY_ID });
    await expect(categoryRow(page, '餐饮美食')).toContainText('A01A01');
    await expect(page.getByText('loading...')).toHaveCount(0);

    // spec 8.4: a refused root list shows the server's message.
    await refuse(page, '/sys/category/rootList', '分类字典加载失败，请稍后重试');
    const search = page.getByRole('search', { name: '查询条件' });
    await search.getByRole('textbox', { name: '分类名称' }).fill('商户');
    const searched = nextRequest(page, '/sys/category/rootList', (query) => query.has('name'));
    await search.getByRole('button', { name: /查\s*询/ }).click();
    expect(queryOf(await searched)).toMatchObject({ name: '*商户*', pageNo: '1' });
    await expect(message(page, '分类字典加载失败，请稍后重试')).toBeVisible();
  });

  test('添加下级 presets the parent, checks the code against it and keeps a refused input', async ({
    page,
  }) => {
    await openCategories(page);
    await categoryRow(page, '商户行业').getByText('添加下级', { exact: true }).click();
    const dialog = formDialog(page, '新增');
    await dialog.getByRole('textbox', { name: '分类名称' }).fill('跨境电商');
    const checked = nextRequest(page, '/sys/category/checkCode');
    await dialog.getByRole('textbox', { name: '分类编码' }).fill('A01A11');
    await dialog.getByRole('textbox', { name: '分类名称' }).click();
    expect(queryOf(await checked)).toEqual({ pid: MERCHANT_INDUSTRY_ID, code: 'A01A11' });

    await refuse(page, '/sys/category/add', '操作失败，分类编码已存在');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(message(page, '操作失败，分类编码已存在')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '分类编码' })).toHaveValue('A01A11');

    await page.unroute('**/admin/sys/category/add**');
    const added = nextRequest(page, '/sys/category/add');
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      pid: MERCHANT_INDUSTRY_ID,
      name: '跨境电商',
      code: 'A01A11',
    });
    await expect(message(page, '添加成功！')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a user without the category codes sees no category buttons', async ({ page }) => {
    await withoutButtonCodes(page, 'category:');
    await openCategories(page);
    for (const name of [/新\s*增/, /导\s*出/, /导\s*入/, /批量删除/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    for (const link of ['编辑', '添加下级', '删除']) {
      await expect(categoryRow(page, '商户行业').getByText(link, { exact: true })).toHaveCount(0);
    }
  });
});
