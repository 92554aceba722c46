import { expect, test, type Page } from './support/test';
import {
  CLOSE,
  OK,
  choose,
  confirmDialog,
  formDialog,
  messages,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  rowOf,
  searchForm as search,
  table,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 职务管理 through the real server menu (系统管理 → 职务管理, component system/SysPositionList) on
// the Prism mock: the generic list machinery of issue 5 (spec 7.5, 8.2, 6) and its first resource.
// The mock answers the examples of openapi/sys.yaml: 11 positions, 10 on the first page.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const CASHIER_ID = '1768000000317718831';
const ACCOUNTANT_ID = '1768000000316670254';
/** spec 7.5 `field`: the row key and the column fields, dictionary columns by their text. */
const FIELDS = 'id,name,code,postRank_dictText,createTime';

async function openPositions(page: Page) {
  const firstList = await openMenuPage(
    page,
    '系统管理',
    '职务管理',
    /\/isystem\/position$/,
    '/sys/position/list',
  );
  await expect(rowOf(page, '总经理')).toBeVisible();
  return firstList!;
}

test.describe('职务管理 list', () => {
  test('lists the positions of the example: default sort, dictionary text, paging', async ({
    page,
  }) => {
    const first = await openPositions(page);
    expect(queryOf(first)).toEqual({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
      field: FIELDS,
    });
    await expect(page.getByText('共 11 条')).toBeVisible();
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(10);
    await expect(rowOf(page, '总经理')).toContainText('general_manager');
    // postRank 5 shows its dictionary text.
    await expect(rowOf(page, '总经理').getByRole('cell', { name: '正高级' })).toBeVisible();

    const sorted = nextRequest(page, '/sys/position/list', (query) => query.get('order') === 'asc');
    await table(page).getByRole('columnheader', { name: '创建时间' }).click();
    expect(queryOf(await sorted)).toMatchObject({ column: 'createTime', order: 'asc' });

    const bigger = nextRequest(
      page,
      '/sys/position/list',
      (query) => query.get('pageSize') === '20',
    );
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.getByTitle('20 条/页').click();
    expect(queryOf(await bigger)).toMatchObject({ pageNo: '1', pageSize: '20' });
  });

  test('search sends LIKE text and the rank from page 1; 重置 sends neither', async ({ page }) => {
    await openPositions(page);
    await search(page).getByRole('textbox', { name: '职务名称' }).fill('经理');
    await choose(page, search(page), '职级', '副高级');
    const searched = nextRequest(page, '/sys/position/list', (query) => query.has('name'));
    await search(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    expect(queryOf(await searched)).toEqual({
      name: '*经理*',
      postRank: '4',
      column: 'createTime',
      order: 'desc',
      field: FIELDS,
      pageNo: '1',
      pageSize: '10',
    });

    const reset = nextRequest(page, '/sys/position/list', (query) => !query.has('name'));
    await search(page)
      .getByRole('button', { name: /重\s*置/ })
      .click();
    expect(queryOf(await reset)).toEqual({
      column: 'createTime',
      order: 'desc',
      field: FIELDS,
      pageNo: '1',
      pageSize: '10',
    });
    await expect(search(page).getByRole('textbox', { name: '职务名称' })).toHaveValue('');
  });

  test('新增 checks the code, sends the form and shows the server message', async ({ page }) => {
    await openPositions(page);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = formDialog(page, '新增');
    await expect(dialog).toBeVisible();

    const checked = nextRequest(page, '/sys/duplicate/check');
    await dialog.getByRole('textbox', { name: '职务编码' }).fill('product_manager');
    await dialog.getByRole('textbox', { name: '职务名称' }).click();
    expect(queryOf(await checked)).toEqual({
      tableName: 'sys_position',
      fieldName: 'code',
      fieldVal: 'product_manager',
    });
    await dialog.getByRole('textbox', { name: '职务名称' }).fill('产品经理');
    await choose(page, dialog, '职级', '中级');

    const added = nextRequest(page, '/sys/position/add');
    const reloaded = nextRequest(page, '/sys/position/list');
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      code: 'product_manager',
      name: '产品经理',
      postRank: '3',
    });
    await expect(messages(page).filter({ hasText: '添加成功！' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await reloaded;
  });

  test('编辑 starts from the row and sends it back with its id', async ({ page }) => {
    await openPositions(page);
    await rowOf(page, '出纳').getByText('编辑', { exact: true }).click();
    const dialog = formDialog(page, '编辑');
    await expect(dialog.getByRole('textbox', { name: '职务名称' })).toHaveValue('出纳');
    await expect(dialog.getByRole('textbox', { name: '职务编码' })).toHaveValue('cashier');
    await expect(dialog.getByText('助级', { exact: true })).toBeVisible();

    await dialog.getByRole('textbox', { name: '职务名称' }).fill('高级出纳');
    // The uniqueness check leaves the edited record out (dataId).
    const checked = nextRequest(page, '/sys/duplicate/check');
    const edited = nextRequest(page, '/sys/position/edit');
    await dialog.getByRole('button', { name: OK }).click();
    expect(queryOf(await checked)).toMatchObject({ fieldVal: 'cashier', dataId: CASHIER_ID });
    const request = await edited;
    expect(request.method()).toBe('PUT');
    expect(request.postDataJSON()).toEqual({
      code: 'cashier',
      name: '高级出纳',
      postRank: '2',
      id: CASHIER_ID,
    });
    await expect(messages(page).filter({ hasText: '编辑成功!' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('删除 and 批量删除 send id and comma-joined ids after a confirmation', async ({ page }) => {
    await openPositions(page);
    await rowOf(page, '会计').getByText('删除', { exact: true }).click();
    await expect(confirmDialog(page)).toContainText('确定删除吗?');
    const deleted = nextRequest(page, '/sys/position/delete');
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    const deleteRequest = await deleted;
    expect(deleteRequest.method()).toBe('DELETE');
    expect(queryOf(deleteRequest)).toEqual({ id: ACCOUNTANT_ID });
    await expect(messages(page).filter({ hasText: '删除成功!' })).toBeVisible();

    await page.getByRole('button', { name: /批量删除/ }).click();
    await expect(messages(page).filter({ hasText: '请选择一条记录！' })).toBeVisible();

    await rowOf(page, '出纳').getByRole('checkbox').check();
    await rowOf(page, '会计').getByRole('checkbox').check();
    await expect(page.getByText('已选择 2 项')).toBeVisible();
    await page.getByRole('button', { name: /批量删除/ }).click();
    await expect(confirmDialog(page)).toContainText('是否删除选中数据?');
    const batch = nextRequest(page, '/sys/position/deleteBatch');
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    expect(queryOf(await batch)).toEqual({ ids: `${CASHIER_ID},${ACCOUNTANT_ID}` });
    await expect(page.getByText('已选择 2 项')).toBeHidden();
  });

  test('导出 downloads the .xls of the selected rows with the list conditions', async ({
    page,
  }) => {
    await openPositions(page);
    await rowOf(page, '出纳').getByRole('checkbox').check();
    const exported = nextRequest(page, '/sys/position/exportXls');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect(queryOf(await exported)).toEqual({
      column: 'createTime',
      order: 'desc',
      selections: CASHIER_ID,
    });
    expect((await download).suggestedFilename()).toBe('职务表.xls');
  });

  test('导出 answered with a JSON failure warns with its message', async ({ page }) => {
    await page.route('**/admin/sys/position/exportXls**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        json: { success: false, message: '导出失败，没有导出权限', code: 500, result: null },
      }),
    );
    await openPositions(page);
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await expect(messages(page).filter({ hasText: '导出失败，没有导出权限' })).toBeVisible();
  });

  test('导入 uploads the file and reads the list again', async ({ page }) => {
    await openPositions(page);
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '导入EXCEL' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: '职务.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('positions'),
    });
    const imported = nextRequest(page, '/sys/position/importExcel');
    const reloaded = nextRequest(page, '/sys/position/list');
    await dialog.getByRole('button', { name: '开始上传' }).click();
    expect((await imported).method()).toBe('POST');
    await expect(messages(page).filter({ hasText: '共5行数据全部导入成功！' })).toBeVisible();
    await reloaded;
    await expect(dialog).toBeHidden();
  });

  test('高级查询 sends its conditions with the list', async ({ page }) => {
    await openPositions(page);
    await page.getByRole('button', { name: '高级查询' }).click();
    const builder = page.locator('.ant-modal').filter({ hasText: '高级查询构造器' });
    const row = builder.getByRole('group', { name: '条件1' });
    await choose(page, row, '查询字段', '职务编码');
    await row.getByRole('textbox', { name: '查询值' }).fill('cashier');
    const queried = nextRequest(page, '/sys/position/list', (query) =>
      query.has('superQueryParams'),
    );
    await builder.getByRole('button', { name: /^查\s*询$/ }).click();
    const query = queryOf(await queried);
    expect(JSON.parse(decodeURI(query.superQueryParams ?? ''))).toEqual([
      { field: 'code', rule: 'eq', val: 'cashier', type: 'string' },
    ]);
    expect(query).toMatchObject({ superQueryMatchType: 'and', pageNo: '1' });
  });

  test('a user without the position codes sees no 新增, 导出, 导入, 批量删除, 编辑 or 删除', async ({
    page,
  }) => {
    await withoutButtonCodes(page, 'position:');
    await openPositions(page);
    for (const name of [/新\s*增/, /导\s*出/, /导\s*入/, /批量删除/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(rowOf(page, '出纳').getByText('详情', { exact: true })).toBeVisible();
    await expect(rowOf(page, '出纳').getByText('编辑', { exact: true })).toHaveCount(0);
    await expect(rowOf(page, '出纳').getByText('删除', { exact: true })).toHaveCount(0);
  });

  test('a refused save warns once with the server message and the form keeps its input', async ({
    page,
  }) => {
    await refuse(page, '/sys/position/add', '职务编码已存在');
    await openPositions(page);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = formDialog(page, '新增');
    await dialog.getByRole('textbox', { name: '职务编码' }).fill('cashier');
    await dialog.getByRole('textbox', { name: '职务名称' }).fill('出纳');
    await choose(page, dialog, '职级', '助级');
    await dialog.getByRole('button', { name: OK }).click();

    await expect(messages(page).filter({ hasText: '职务编码已存在' })).toBeVisible();
    await expect(messages(page)).toHaveCount(1);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '职务名称' })).toHaveValue('出纳');
    await expect(dialog.getByRole('textbox', { name: '职务编码' })).toHaveValue('cashier');

    // Closing the changed form asks first (unsaved changes).
    await dialog.getByRole('button', { name: CLOSE }).click();
    await expect(confirmDialog(page)).toContainText('您有未保存的修改，确定要离开吗？');
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    await expect(dialog).toBeHidden();
  });
});
