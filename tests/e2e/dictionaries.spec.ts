import { expect, test, type Locator, type Page } from './support/test';
import {
  ADD,
  OK,
  formDialog,
  message,
  messages,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  rowOf,
  searchForm,
} from './support/list';
import { startSignedIn } from './support/session';

// 数据字典 through the server menu (系统管理 → 数据字典, component system/DictList) on the Prism
// mock: 刷新缓存 (spec 7.3, 8.4), the disabled 删除 rule (spec 6) and 字典配置, the items of one
// dictionary (spec 3, 7.4). The mock answers the examples of openapi/sys.yaml.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

/** The search form's button (its icon is part of its name). */
const SEARCH = /查\s*询/;

const PAY_CHANNEL_ID = '99b154e76e19f7435682649753fbf380';
const DICT_CACHE_KEY = 'pro__UI_CACHE_DB_DICT_DATA';

async function openDictionaries(page: Page) {
  const firstList = await openMenuPage(
    page,
    '系统管理',
    '数据字典',
    /\/isystem\/dict$/,
    '/sys/dict/list',
  );
  await expect(rowOf(page, '性别')).toBeVisible();
  return firstList!;
}

const itemsDrawer = (page: Page): Locator =>
  page.locator('.ant-drawer-content').filter({ hasText: '字典列表：支付渠道' });

const itemRow = (drawer: Locator, text: string) =>
  drawer
    .getByRole('row')
    .filter({ has: drawer.page().getByRole('cell', { name: text, exact: true }) });

test.describe('数据字典', () => {
  test('list, search, 删除 hidden by its disabled rule, 刷新缓存 and its failure', async ({
    page,
  }) => {
    const first = await openDictionaries(page);
    expect(queryOf(first)).toEqual({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
      field: 'id,dictName,dictCode,description',
    });
    const sex = rowOf(page, '性别');
    await expect(sex).toContainText('用户性别');
    await expect(sex.getByText('编辑', { exact: true })).toBeVisible();
    await expect(sex.getByText('字典配置', { exact: true })).toBeVisible();
    // dict:delete is granted to nobody and disabled (status 0) in the system list (spec 6).
    await expect(sex.getByText('删除', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /批量删除/ })).toBeVisible();

    await searchForm(page).getByRole('textbox', { name: '字典名称' }).fill('支付');
    await searchForm(page).getByRole('textbox', { name: '字典编号' }).fill('pay');
    const searched = nextRequest(page, '/sys/dict/list', (query) => query.has('dictName'));
    await searchForm(page).getByRole('button', { name: SEARCH }).click();
    expect(queryOf(await searched)).toMatchObject({
      dictName: '*支付*',
      dictCode: '*pay*',
      pageNo: '1',
    });

    // 刷新缓存 (spec 7.3, 8.4).
    const cleared = nextRequest(page, '/sys/dict/refleshCache');
    const reloaded = nextRequest(page, '/sys/dict/queryAllDictItems');
    await page.getByRole('button', { name: '刷新缓存' }).click();
    const [clear, reload] = await Promise.all([cleared, reloaded]);
    expect(clear.method()).toBe('GET');
    expect(reload.method()).toBe('GET');
    await expect(message(page, '刷新缓存完成！')).toBeVisible();
    // The example of queryAllDictItems holds mer_subject_type, which the login snapshot lacks (spec 9: 7 days).
    const cache = await page.evaluate((key) => localStorage.getItem(key) ?? '', DICT_CACHE_KEY);
    expect(cache).toContain('mer_subject_type');

    await refuse(page, '/sys/dict/refleshCache', '刷新失败');
    await page.getByRole('button', { name: '刷新缓存' }).click();
    await expect(message(page, '刷新缓存失败！')).toBeVisible();
  });

  test('字典配置 lists the items of the dictionary and adds one to it', async ({ page }) => {
    await openDictionaries(page);
    const listed = nextRequest(page, '/sys/dictItem/list');
    await rowOf(page, '支付渠道').getByText('字典配置', { exact: true }).click();
    expect(queryOf(await listed)).toEqual({
      dictId: PAY_CHANNEL_ID,
      pageNo: '1',
      pageSize: '10',
      column: 'sortOrder',
      order: 'asc',
      field: 'id,itemText,itemValue,description,sortOrder,status_dictText',
    });
    const drawer = itemsDrawer(page);
    await expect(itemRow(drawer, '微信支付')).toContainText('WECHAT');
    await expect(itemRow(drawer, '微信支付').getByRole('cell', { name: '启用' })).toBeVisible();

    const byText = nextRequest(page, '/sys/dictItem/list', (query) => query.has('itemText'));
    await drawer.getByRole('textbox', { name: '名称' }).fill('银联');
    await drawer.getByRole('button', { name: SEARCH }).click();
    expect(queryOf(await byText)).toMatchObject({ dictId: PAY_CHANNEL_ID, itemText: '*银联*' });

    await drawer.getByRole('button', { name: ADD }).click();
    const dialog = formDialog(page, '新增').filter({ visible: true });
    await dialog.getByRole('textbox', { name: '名称' }).fill('银联二维码');
    const checked = nextRequest(page, '/sys/dictItem/dictItemCheck');
    await dialog.getByRole('textbox', { name: '数据值' }).fill('UNIONPAY_CODE');
    await dialog.getByRole('textbox', { name: '名称' }).click();
    expect(queryOf(await checked)).toEqual({ itemValue: 'UNIONPAY_CODE', dictId: PAY_CHANNEL_ID });
    await dialog.getByRole('spinbutton', { name: '排序值' }).fill('12');
    await expect(dialog.getByRole('switch', { name: '是否启用' })).toBeChecked();

    const added = nextRequest(page, '/sys/dictItem/add');
    const reloaded = nextRequest(page, '/sys/dictItem/list');
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      dictId: PAY_CHANNEL_ID,
      itemText: '银联二维码',
      itemValue: 'UNIONPAY_CODE',
      sortOrder: 12,
      status: 1,
    });
    await expect(message(page, '保存成功！')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(queryOf(await reloaded)).toMatchObject({ dictId: PAY_CHANNEL_ID });
  });

  test('a refused dictionary save warns with the server message and keeps the input', async ({
    page,
  }) => {
    await refuse(page, '/sys/dict/add', '字典编号已存在');
    await openDictionaries(page);
    await page.getByRole('button', { name: ADD }).click();
    const dialog = formDialog(page, '新增').filter({ visible: true });
    await dialog.getByRole('textbox', { name: '字典名称' }).fill('结算周期');
    const checked = nextRequest(page, '/sys/duplicate/check');
    await dialog.getByRole('textbox', { name: '字典编号' }).fill('settle_cycle');
    await dialog.getByRole('textbox', { name: '描述' }).click();
    expect(queryOf(await checked)).toEqual({
      tableName: 'sys_dict',
      fieldName: 'dict_code',
      fieldVal: 'settle_cycle',
    });
    await dialog.getByRole('textbox', { name: '描述' }).fill('商户结算周期');
    const added = nextRequest(page, '/sys/dict/add');
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      dictName: '结算周期',
      dictCode: 'settle_cycle',
      description: '商户结算周期',
    });
    await expect(message(page, '字典编号已存在')).toBeVisible();
    await expect(messages(page)).toHaveCount(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '字典编号' })).toHaveValue('settle_cycle');
  });
});
