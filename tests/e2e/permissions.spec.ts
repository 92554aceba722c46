import { expect, test, type Page } from './support/test';
import {
  OK,
  choose,
  formDrawer,
  message,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  searchForm as search,
  table,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 菜单管理 through the server menu (系统管理 → 菜单管理, component system/PermissionList) on the
// Prism mock: the list kit's tree mode (spec 3 tree node), the menu-type form and the data rules
// (spec 7.4; jeecg-contracts §2.4). The mock answers the menu tree of openapi/sys.yaml.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const SYSTEM_ID = '428c8ac9ab0c90445fb7a4c9252f2440';
const USER_MENU_ID = '36072e75ec781bfb675d24965080a49d';

/** A tree row by its menu name (the name cell also holds the expand button). */
const menuRow = (page: Page, name: string) =>
  table(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByRole('cell').getByText(name, { exact: true }) });

async function openMenus(page: Page) {
  const first = await openMenuPage(
    page,
    '系统管理',
    '菜单管理',
    /\/isystem\/permission$/,
    '/sys/permission/list',
  );
  await expect(menuRow(page, '系统管理')).toBeVisible();
  return first!;
}

async function expand(page: Page, name: string) {
  await menuRow(page, name).locator('.ant-table-row-expand-icon').click();
}

test.describe('菜单管理', () => {
  test('shows the whole tree without paging, searches by name and manages a menu’s data rules', async ({
    page,
  }) => {
    const first = await openMenus(page);
    // A tree list sends no paging and no sort (the server orders by sort_no).
    expect(queryOf(first)).toEqual({ field: 'id,name,menuType,icon,component,url,sortNo' });
    await expect(table(page).locator('tr.ant-table-row-level-0')).toHaveCount(3);
    await expect(page.locator('.ant-pagination')).toHaveCount(0);
    await expect(page.getByText(/共 \d+ 条/)).toHaveCount(0);

    await expand(page, '系统管理');
    await expect(menuRow(page, '用户管理')).toContainText('子菜单');
    await expand(page, '用户管理');
    await expect(menuRow(page, '添加用户')).toContainText('按钮/权限');

    // 数据规则 of a menu: its rules, the rule search, a new rule.
    const listed = nextRequest(page, '/sys/permission/getPermRuleListByPermId');
    await menuRow(page, '用户管理').getByText('数据规则', { exact: true }).click();
    expect(queryOf(await listed)).toEqual({ permissionId: USER_MENU_ID });
    const drawer = page
      .locator('.ant-drawer-content')
      .filter({ hasText: '数据权限规则：用户管理' });
    await expect(drawer.getByRole('cell', { name: '只看本部门用户' })).toBeVisible();

    const rules = page.getByRole('search', { name: '规则查询' });
    await rules.getByRole('textbox', { name: '规则名称' }).fill('本部门');
    const ruleSearch = nextRequest(page, '/sys/permission/queryPermissionRule');
    await rules.getByRole('button', { name: /查\s*询/ }).click();
    expect(queryOf(await ruleSearch)).toEqual({ permissionId: USER_MENU_ID, ruleName: '本部门' });

    await rules.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '规则名称' });
    await dialog.getByRole('textbox', { name: '规则名称' }).fill('只看本人创建');
    await choose(page, dialog, '条件规则', '等于');
    await dialog.getByRole('textbox', { name: '规则字段' }).fill('createBy');
    await dialog.getByRole('textbox', { name: '规则值' }).fill('#{sys_user_code}');
    const added = nextRequest(page, '/sys/permission/addPermissionRule');
    const reloaded = nextRequest(page, '/sys/permission/queryPermissionRule');
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      ruleName: '只看本人创建',
      ruleConditions: '=',
      ruleColumn: 'createBy',
      ruleValue: '#{sys_user_code}',
      status: '1',
      permissionId: USER_MENU_ID,
    });
    await expect(message(page, '添加成功！')).toBeVisible();
    await reloaded;
    await expect(dialog).toBeHidden();
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    await search(page).getByRole('textbox', { name: '菜单名称' }).fill('用户');
    const searched = nextRequest(page, '/sys/permission/list', (query) => query.has('name'));
    await search(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    expect(queryOf(await searched)).toMatchObject({ name: '用户' });
  });

  test('添加下级 presets the parent; a button sends only its fields; a refusal keeps them', async ({
    page,
  }) => {
    await openMenus(page);
    await menuRow(page, '系统管理').getByText('添加下级', { exact: true }).click();
    const drawer = formDrawer(page, '新增');
    await expect(drawer.locator('.ant-select-selection-item')).toHaveText('系统管理');
    await expect(drawer.getByRole('radio', { name: '子菜单' })).toBeChecked();
    await expect(drawer.getByRole('textbox', { name: '菜单路径' })).toBeVisible();

    await drawer.getByText('按钮/权限', { exact: true }).click();
    await expect(drawer.getByRole('textbox', { name: '菜单路径' })).toHaveCount(0);
    await expect(drawer.getByRole('textbox', { name: '前端组件' })).toHaveCount(0);
    await drawer.getByRole('textbox', { name: '菜单名称' }).fill('导入用户');
    await drawer.getByRole('textbox', { name: '授权标识' }).fill('user:import');

    await refuse(page, '/sys/permission/add', '操作失败，授权标识重复');
    await drawer.getByRole('button', { name: OK }).click();
    await expect(message(page, '操作失败，授权标识重复')).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: '菜单名称' })).toHaveValue('导入用户');

    await page.unroute('**/admin/sys/permission/add**');
    const added = nextRequest(page, '/sys/permission/add');
    await drawer.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      menuType: 2,
      name: '导入用户',
      parentId: SYSTEM_ID,
      perms: 'user:import',
      permsType: '1',
      status: '1',
      sortNo: 1,
    });
    await expect(message(page, '添加成功！')).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('a user without the permission codes sees no menu buttons', async ({ page }) => {
    await withoutButtonCodes(page, 'permission:');
    await openMenus(page);
    for (const name of [/新\s*增/, /批量删除/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    for (const link of ['编辑', '添加下级', '数据规则', '删除']) {
      await expect(menuRow(page, '系统管理').getByText(link, { exact: true })).toHaveCount(0);
    }
  });
});
