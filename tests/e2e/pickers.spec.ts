import { expect, test, type Locator, type Page, type Request } from './support/test';
import { openGallerySignedIn, startSignedIn } from './support/session';

// The pickers of spec 2.10 in the widget gallery (/test/home?tab=pickers) on the Prism mock, whose
// users, positions and departments are the same across calls (openapi/sys.yaml examples).

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

// `**` at the end: the console adds `_t` to every GET (spec 7.1).
const userComponentCall = '**/admin/sys/user/queryUserComponentData**';
const FINANCE_ID = '1768000000105906277';
// antd puts a space between two Chinese characters of a button.
const OK = /^确\s*定$/;

async function openGallery(page: Page) {
  await openGallerySignedIn(page, 'pickers');
}

const demo = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });

const currentValue = (card: Locator) => card.getByText(/^当前值：/);

const dialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

/** The query of the next queryUserComponentData request matching `accept`. */
function nextUserQuery(page: Page, accept: (query: URLSearchParams) => boolean = () => true) {
  return page
    .waitForRequest(
      (request: Request) =>
        request.url().includes('/admin/sys/user/queryUserComponentData') &&
        accept(new URL(request.url()).searchParams),
    )
    .then((request) => new URL(request.url()).searchParams);
}

/** The table row of a user by account. */
const userRow = (modal: Locator, username: string) =>
  modal
    .getByRole('row')
    .filter({ has: modal.page().getByRole('cell', { name: username, exact: true }) });

test.describe('pickers gallery', () => {
  test('根据部门选择用户: department click, account search, two users chosen', async ({ page }) => {
    await openGallery(page);
    const card = demo(page, '根据部门选择用户');

    const opened = nextUserQuery(page);
    await card.getByRole('button', { name: '选择用户' }).click();
    const modal = dialog(page, '根据部门选择用户');
    const first = await opened;
    expect(Object.fromEntries([...first].filter(([key]) => key !== '_t'))).toEqual({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
      field: 'id,,username,realname,sex,phone,orgCodeTxt',
    });
    await expect(modal.getByText('共 12 条')).toBeVisible();
    // antd's own texts come from its zh_CN locale in the built app (page size changer, jumper).
    await expect(modal.getByText('10 条/页')).toBeVisible();
    await expect(modal.getByText('跳至')).toBeVisible();
    await expect(
      userRow(modal, 'lina').getByRole('cell', { name: '女', exact: true }),
    ).toBeVisible();

    // A department click reloads the table with that department (top departments come open).
    const byDepart = nextUserQuery(page, (query) => query.has('departId'));
    await modal.getByRole('tree').getByText('财务部', { exact: true }).click();
    const departQuery = await byDepart;
    expect(departQuery.get('departId')).toBe(FINANCE_ID);
    expect(departQuery.get('pageNo')).toBe('1');

    // Account search keeps the department.
    const bySearch = nextUserQuery(page, (query) => query.has('username'));
    await modal.getByRole('searchbox', { name: '按账号搜索' }).fill('zhang');
    await modal.getByRole('searchbox', { name: '按账号搜索' }).press('Enter');
    const searchQuery = await bySearch;
    expect(searchQuery.get('username')).toBe('zhang');
    expect(searchQuery.get('departId')).toBe(FINANCE_ID);

    await userRow(modal, 'zhangwei').getByRole('checkbox').check();
    await userRow(modal, 'lina').getByRole('checkbox').check();
    await modal.getByRole('button', { name: OK }).click();

    await expect(modal).toBeHidden();
    await expect(currentValue(card)).toHaveText('当前值：zhangwei,lina');
    await expect(card.getByText('张伟', { exact: true })).toBeVisible();
    await expect(card.getByText('李娜', { exact: true })).toBeVisible();
  });

  test('职务选择: the existing code shows its name, a row click chooses another', async ({
    page,
  }) => {
    await openGallery(page);
    const card = demo(page, '职务选择');
    await expect(card.getByText('财务经理', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: '选择' }).click();
    const modal = dialog(page, '职务选择');
    await expect(modal.getByText('共 11 条')).toBeVisible();
    await modal.getByRole('cell', { name: '清算专员', exact: true }).click();
    await expect(modal.getByText('已选职务')).toBeVisible();
    await modal.getByRole('button', { name: OK }).click();

    await expect(currentValue(card)).toHaveText('当前值：finance_manager,clearing_specialist');
    await expect(card.getByText('清算专员', { exact: true })).toBeVisible();
  });

  test('部门选择: a checked department is stored by id and named', async ({ page }) => {
    await openGallery(page);
    const card = demo(page, '部门选择');

    await card.getByPlaceholder('请点击选择部门').click();
    const modal = dialog(page, '选择部门');
    await modal.getByPlaceholder('请输入部门名称按回车进行搜索').fill('风控');
    await modal.getByPlaceholder('请输入部门名称按回车进行搜索').press('Enter');
    await modal.getByRole('tree').getByText('风控').click();
    await modal.getByRole('button', { name: OK }).click();

    await expect(currentValue(card)).toHaveText('当前值：1768000000108003431');
    await expect(card.getByPlaceholder('请点击选择部门')).toHaveValue('风控合规部');
  });

  test('a success:false reply shows the server message and the modal stays usable', async ({
    page,
  }) => {
    await page.route(userComponentCall, (route) =>
      route.fulfill({
        json: { success: false, message: '用户数据加载失败，请稍后重试', code: 500, result: null },
      }),
    );
    await openGallery(page);
    const card = demo(page, '根据部门选择用户');

    await card.getByRole('button', { name: '选择用户' }).click();

    await expect(page.getByText('用户数据加载失败，请稍后重试')).toBeVisible();
    const modal = dialog(page, '根据部门选择用户');
    await expect(modal.getByText('暂无数据')).toBeVisible();
    await page.unroute(userComponentCall);
    const retried = nextUserQuery(page);
    await modal.getByRole('button', { name: '重置' }).click();
    await retried;
    await expect(modal.getByText('共 12 条')).toBeVisible();
  });
});
