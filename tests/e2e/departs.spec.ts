import { expect, test, type Page } from './support/test';
import {
  OK,
  confirmDialog,
  formDialog,
  formDrawer,
  message,
  messages,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 部门管理 through the real server menu (系统管理 → 部门管理, component system/DepartList) on the
// Prism mock (spec 2.7, 6, 7.4; jeecg-contracts §2.2, §2.4, §2.5): the tree of the example (总部,
// 华东分公司 and their departments), whichever department is asked for the same answers come back.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const HQ_ID = '1768000000104857700';
const FINANCE_ID = '1768000000105906277';
const TECH_ID = '1768000000111149162';
const RISK_ID = '1768000000108003431';
const MARKETING_ID = '1768000000114294893';
const HR_ID = '1768000000115343470';
/** The ids the example grants 财务部 (queryDepartPermission). */
const FINANCE_GRANT = [
  '9502685863ab87f0ad1134142788a385',
  '428c8ac9ab0c90445fb7a4c9252f2440',
  '36072e75ec781bfb675d24965080a49d',
  '976c73a05687b51dc5d6d226caa7ff6d',
];
/** 财务主管 of 财务部 and the ids the example grants it (queryDeptRolePermission). */
const DIRECTOR_ID = '1768000001006633920';
const DIRECTOR_GRANT = ['9502685863ab87f0ad1134142788a385', '36072e75ec781bfb675d24965080a49d'];
const ROLE_MENU_ID = 'c829d498521f425741e3f437250dd341';

const departTree = (page: Page) => page.getByRole('tree').first();
const treeNode = (page: Page, name: string) =>
  departTree(page)
    .locator('.ant-tree-treenode')
    .filter({
      has: page.getByText(name, { exact: true }),
    });
const details = (page: Page) => page.getByRole('region', { name: '部门详情' });
const field = (page: Page, name: string) => details(page).getByRole('textbox', { name });

async function openDeparts(page: Page) {
  const first = await openMenuPage(
    page,
    '系统管理',
    '部门管理',
    /\/isystem\/depart$/,
    '/sys/sysDepart/queryTreeList',
  );
  await expect(departTree(page).getByText('清算中心', { exact: true })).toBeVisible();
  return first!;
}

async function select(page: Page, name: string) {
  await departTree(page).getByText(name, { exact: true }).click();
  await expect(page.getByText(`当前选择：${name}`)).toBeVisible();
}

interface MenuEntry {
  component?: string;
  children?: MenuEntry[];
}

/** Serves the menu with 部门管理 naming JeecgBoot's lazily read variant, system/DepartListSync. */
async function withLazyDepartMenu(page: Page) {
  await page.route('**/admin/cap/auth/v1/UserResourceListInquiry**', async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as { body: { resourceJson: { menu: MenuEntry[] } } };
    const entries = reply.body.resourceJson.menu.flatMap((entry) => entry.children ?? []);
    const depart = entries.find((entry) => entry.component === 'system/DepartList');
    if (depart) depart.component = 'system/DepartListSync';
    await route.fulfill({ response, json: reply });
  });
}

/** Serves the signed-in user's button list with `code` added (the example lacks depart:delete). */
async function withButtonCode(page: Page, code: string) {
  await page.route('**/admin/cap/auth/v1/UserResourceListInquiry**', async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as {
      body: { resourceJson: { auth: { action: string; type: string }[] } };
    };
    reply.body.resourceJson.auth.push({ action: code, type: '1' });
    await route.fulfill({ response, json: reply });
  });
}

test.describe('部门管理', () => {
  test('tree, name search, 基本信息 edit sent with its id', async ({ page }) => {
    const first = await openDeparts(page);
    expect(queryOf(first)).toEqual({});
    await expect(page.getByText('请先选择一个部门!')).toBeVisible();
    await expect(departTree(page).getByText('华东分公司', { exact: true })).toBeVisible();

    // searchBy answers the matches flat; an empty search shows the whole tree again.
    const searched = nextRequest(page, '/sys/sysDepart/searchBy');
    await page.getByPlaceholder('请输入部门名称').fill('部');
    await page.getByPlaceholder('请输入部门名称').press('Enter');
    expect(queryOf(await searched)).toEqual({ keyWord: '部' });
    await expect(departTree(page).getByText('清算中心', { exact: true })).toBeHidden();
    await expect(departTree(page).getByText('市场部', { exact: true })).toBeVisible();
    await page.getByPlaceholder('请输入部门名称').fill('');
    await page.getByPlaceholder('请输入部门名称').press('Enter');
    await expect(departTree(page).getByText('清算中心', { exact: true })).toBeVisible();

    await select(page, '财务部');
    await expect(field(page, '机构名称')).toHaveValue('财务部');
    await expect(field(page, '上级部门')).toHaveValue('总部');
    await expect(field(page, '机构编码')).toHaveValue('A01A01');
    await expect(field(page, '机构编码')).toBeDisabled();

    await field(page, '机构名称').fill('财务管理部');
    const edited = nextRequest(page, '/sys/sysDepart/edit');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    const request = await edited;
    expect(request.method()).toBe('PUT');
    expect(request.postDataJSON()).toMatchObject({
      id: FINANCE_ID,
      departName: '财务管理部',
      parentId: HQ_ID,
      orgCategory: '2',
      departOrder: 1,
      address: '恒通大厦12层',
    });
    await expect(message(page, '修改成功!')).toBeVisible();
  });

  test('添加下级 sends the parent, 批量删除 the checked ids, 删除 one id', async ({ page }) => {
    await withButtonCode(page, 'depart:delete');
    await openDeparts(page);
    await page.getByRole('button', { name: '添加下级' }).click();
    await expect(message(page, '请先点击选中上级部门！')).toBeVisible();

    await select(page, '技术部');
    await page.getByRole('button', { name: '添加下级' }).click();
    const dialog = formDialog(page, '新增');
    await expect(dialog.getByRole('textbox', { name: '上级部门' })).toHaveValue('技术部');
    await dialog.getByRole('textbox', { name: '机构名称' }).fill('数据组');
    const added = nextRequest(page, '/sys/sysDepart/add');
    const reloaded = nextRequest(page, '/sys/sysDepart/queryTreeList');
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      departName: '数据组',
      parentId: TECH_ID,
      orgCategory: '2',
      departOrder: 0,
    });
    await expect(message(page, '添加成功！')).toBeVisible();
    await expect(dialog).toBeHidden();
    await reloaded;

    await page.getByRole('button', { name: /批量删除/ }).click();
    await expect(message(page, '请选择一条记录！')).toBeVisible();
    await treeNode(page, '市场部').locator('.ant-tree-checkbox').click();
    await treeNode(page, '人力行政部').locator('.ant-tree-checkbox').click();
    await page.getByRole('button', { name: /批量删除/ }).click();
    await expect(confirmDialog(page)).toContainText(
      '确定要删除所选中的 2 条数据，以及子节点数据吗?',
    );
    const batch = nextRequest(page, '/sys/sysDepart/deleteBatch');
    // The tree is read again after a delete; the context menu is opened on the new one.
    const reread = page.waitForResponse((response) =>
      response.url().includes('/sys/sysDepart/queryTreeList'),
    );
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    expect(queryOf(await batch)).toEqual({ ids: `${MARKETING_ID},${HR_ID}` });
    await expect(message(page, '删除成功!')).toBeVisible();

    await expect(confirmDialog(page)).toBeHidden();
    await reread;
    // A department high in the tree: its menu opens at the pointer, inside the viewport.
    await departTree(page).getByText('风控合规部', { exact: true }).click({ button: 'right' });
    const remove = page.getByRole('menuitem', { name: '删除' });
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(confirmDialog(page)).toContainText('确定要删除此部门以及子节点数据吗?');
    const deleted = nextRequest(page, '/sys/sysDepart/delete');
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    expect(queryOf(await deleted)).toEqual({ id: RISK_ID });
    await expect(message(page, '删除成功!').last()).toBeVisible();
  });

  test('部门权限 saves checked and last ids; 部门角色 and 部门用户 ask for the department', async ({
    page,
  }) => {
    await openDeparts(page);
    const granted = nextRequest(page, '/sys/permission/queryDepartPermission');
    await select(page, '财务部');
    await details(page).getByRole('tab', { name: '部门权限' }).click();
    expect(queryOf(await granted)).toEqual({ departId: FINANCE_ID });
    const grantTree = details(page).getByRole('tabpanel').getByRole('tree');
    await grantTree
      .locator('.ant-tree-treenode')
      .filter({ has: page.getByText('角色管理', { exact: true }) })
      .locator('.ant-tree-checkbox')
      .click();
    const saved = nextRequest(page, '/sys/permission/saveDepartPermission');
    await details(page)
      .getByRole('tabpanel')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    expect((await saved).postDataJSON()).toEqual({
      departId: FINANCE_ID,
      permissionIds: [...FINANCE_GRANT, ROLE_MENU_ID].join(','),
      lastpermissionIds: FINANCE_GRANT.join(','),
    });
    await expect(message(page, '保存成功！')).toBeVisible();

    const roles = nextRequest(page, '/sys/sysDepartRole/list');
    await details(page).getByRole('tab', { name: '部门角色' }).click();
    expect(queryOf(await roles)).toMatchObject({ deptId: FINANCE_ID, pageNo: '1' });
    await expect(details(page).getByRole('cell', { name: '财务主管', exact: true })).toBeVisible();
    const roleGranted = nextRequest(page, '/sys/sysDepartPermission/queryDeptRolePermission');
    await details(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '财务主管', exact: true }) })
      .getByText('授权', { exact: true })
      .click();
    expect(queryOf(await roleGranted)).toEqual({ roleId: DIRECTOR_ID });
    const drawer = formDrawer(page, '部门角色权限配置');
    await drawer
      .locator('.ant-tree-treenode')
      .filter({ has: page.getByText('角色管理', { exact: true }) })
      .locator('.ant-tree-checkbox')
      .click();
    const roleSaved = nextRequest(page, '/sys/sysDepartPermission/saveDeptRolePermission');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    expect((await roleSaved).postDataJSON()).toEqual({
      roleId: DIRECTOR_ID,
      permissionIds: [...DIRECTOR_GRANT, ROLE_MENU_ID].join(','),
      lastpermissionIds: DIRECTOR_GRANT.join(','),
    });
    await expect(message(page, '保存成功！').last()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const users = nextRequest(page, '/sys/user/departUserList');
    await details(page).getByRole('tab', { name: '部门用户' }).click();
    expect(queryOf(await users)).toMatchObject({ depId: FINANCE_ID, pageNo: '1' });
    const row = details(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'huangmin', exact: true }) });
    await row.getByText('取消关联', { exact: true }).click();
    const unlinked = nextRequest(page, '/sys/user/deleteUserInDepart');
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    expect(queryOf(await unlinked)).toEqual({
      depId: FINANCE_ID,
      userId: 'e90dd57a90806eddb473458d46ea3a0e',
    });
    await expect(message(page, '删除用户与选中部门关系成功！')).toBeVisible();
  });

  test('without depart: codes no buttons, no 部门权限/角色/用户 tabs, no 保存', async ({
    page,
  }) => {
    await withoutButtonCodes(page, 'depart:');
    await openDeparts(page);
    for (const name of ['添加部门', '添加下级', /导\s*出/, /导\s*入/, /批量删除/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await select(page, '财务部');
    await expect(details(page).getByRole('tab')).toHaveCount(1);
    await expect(details(page).getByRole('tab', { name: '基本信息' })).toBeVisible();
    await expect(page.getByRole('button', { name: /保\s*存/ })).toHaveCount(0);
  });

  test('a refused edit warns once with the server message and keeps the input', async ({
    page,
  }) => {
    await refuse(page, '/sys/sysDepart/edit', '未找到对应实体');
    await openDeparts(page);
    await select(page, '运营部');
    await field(page, '机构名称').fill('运营管理部');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(message(page, '未找到对应实体')).toBeVisible();
    await expect(messages(page)).toHaveCount(1);
    await expect(field(page, '机构名称')).toHaveValue('运营管理部');
  });

  test('system/DepartListSync reads the roots, then the children of a department with its pid', async ({
    page,
  }) => {
    await withLazyDepartMenu(page);
    // Prism answers one example whatever the pid: a level is asked for as 总部's children.
    await page.route(
      (url) =>
        url.pathname.endsWith('/sys/sysDepart/queryDepartTreeSync') && url.searchParams.has('pid'),
      (route) =>
        route.continue({
          headers: { ...route.request().headers(), prefer: 'example=childrenOfHq' },
        }),
    );
    const roots = await openMenuPage(
      page,
      '系统管理',
      '部门管理',
      /\/isystem\/depart$/,
      '/sys/sysDepart/queryDepartTreeSync',
    );
    expect(queryOf(roots!)).toEqual({});
    await expect(departTree(page).getByText('华东分公司', { exact: true })).toBeVisible();
    await expect(departTree(page).getByText('财务部', { exact: true })).toHaveCount(0);

    const level = nextRequest(page, '/sys/sysDepart/queryDepartTreeSync');
    await treeNode(page, '总部').locator('.ant-tree-switcher').click();
    expect(queryOf(await level)).toEqual({ pid: HQ_ID });
    await select(page, '财务部');
    await expect(field(page, '上级部门')).toHaveValue('总部');

    // A level holding only departments already shown (总部's again) leaves 财务部 a leaf.
    const again = nextRequest(page, '/sys/sysDepart/queryDepartTreeSync');
    await treeNode(page, '财务部').locator('.ant-tree-switcher').click();
    expect(queryOf(await again)).toEqual({ pid: FINANCE_ID });
    await expect(treeNode(page, '财务部').locator('.ant-tree-switcher-noop')).toHaveCount(1);
    await expect(departTree(page).getByText('技术部', { exact: true })).toHaveCount(1);
  });

  test('我的部门: the tree of the departments headed, the users and read-only info of one', async ({
    page,
  }) => {
    const first = await openMenuPage(
      page,
      '系统管理',
      '我的部门',
      /\/isystem\/departUserList$/,
      '/sys/sysDepart/queryMyDeptTreeList',
    );
    expect(queryOf(first!)).toEqual({});
    // Only the first level is opened.
    await expect(departTree(page).getByText('财务部', { exact: true })).toBeVisible();
    await expect(departTree(page).getByText('清算中心', { exact: true })).toHaveCount(0);
    await expect(page.getByText('请先选择一个部门!')).toBeVisible();

    const users = nextRequest(page, '/sys/user/departUserList');
    await departTree(page).getByText('财务部', { exact: true }).click();
    expect(queryOf(await users)).toMatchObject({ depId: FINANCE_ID, pageNo: '1' });
    await expect(details(page).getByRole('cell', { name: 'huangmin', exact: true })).toBeVisible();
    await details(page).getByRole('tab', { name: '基本信息' }).click();
    await expect(field(page, '机构名称')).toHaveValue('财务部');
    await expect(field(page, '机构名称')).toBeDisabled();
    await expect(field(page, '上级部门')).toHaveValue('总部');
    await expect(page.getByRole('button', { name: /保\s*存/ })).toHaveCount(0);

    const searched = nextRequest(page, '/sys/sysDepart/searchBy');
    await page.getByPlaceholder('请输入部门名称').fill('部');
    await page.getByPlaceholder('请输入部门名称').press('Enter');
    expect(queryOf(await searched)).toEqual({ keyWord: '部', myDeptSearch: '1' });
    await expect(departTree(page).getByText('市场部', { exact: true })).toBeVisible();
  });
});
