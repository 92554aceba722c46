import { expect, test, type Page } from './support/test';
import {
  OK,
  formDialog,
  formDrawer,
  message,
  messages,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  rowOf,
  searchForm as search,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 角色管理 through the server menu (系统管理 → 角色管理, component system/RoleList) on the Prism
// mock (spec 3 "Role", 6, 7.4; jeecg-contracts §2.3, §2.4): what is specific to roles — the code
// check, 授权 with its permission tree and data rules, and 导出 removed by the disabled rule.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const OPERATOR_ID = 'c3410fd0570b76d4d5a6fd32eb355286';
const HOME_ID = '9502685863ab87f0ad1134142788a385';
const SYSTEM_MENU_ID = '428c8ac9ab0c90445fb7a4c9252f2440';
const ADD_USER_ID = 'dbad8f4fc7771b4b3d0c243453087ac9';
const USER_MENU_ID = '36072e75ec781bfb675d24965080a49d';
/** queryRolePermission's example: every id of the tree, in the reply's order. */
const GRANTED = [
  HOME_ID,
  SYSTEM_MENU_ID,
  USER_MENU_ID,
  ADD_USER_ID,
  'b0afccbb806f689051ba385f5aabfa1e',
  'b576e3a6383859c32dcebaba0e69cd56',
  '3d892db136f68156142232090c1fe264',
  'c829d498521f425741e3f437250dd341',
  '67479db373237dca3300842fd2ee7afa',
  '1991bc683d80383000dba4f3d012f496',
  '68b7957a4e021de0c8000a6899394105',
  '976c73a05687b51dc5d6d226caa7ff6d',
  '7add2bc55967bfb90b19e943dfc40bd6',
  'ff6223aa8f99809e6154143fcff0f751',
  'c660bf8b035a6c9d88934025175c4dbd',
  'd1ddba770ab535d368dc0cf6841fe7b5',
  '2a59708fcd794b23c6e2434d3f1d0979',
  '036e2978da434c410e74948196ab9fd4',
  '4891b262894567450b036d808d840d36',
];
const FIELDS = 'id,roleName,roleCode,description,createTime';

async function openRoles(page: Page) {
  const first = await openMenuPage(
    page,
    '系统管理',
    '角色管理',
    /\/isystem\/roleUserList$/,
    '/sys/role/list',
  );
  await expect(rowOf(page, '超级管理员')).toBeVisible();
  return first!;
}

const treeNode = (scope: ReturnType<typeof formDrawer>, name: string) =>
  scope.locator('.ant-tree-treenode').filter({ hasText: name });

test.describe('角色管理', () => {
  test('lists, searches, hides the disabled 导出; 新增 checks the code, keeps refused input', async ({
    page,
  }) => {
    await refuse(page, '/sys/role/add', '角色编码已存在');
    const first = await openRoles(page);
    expect(queryOf(first)).toEqual({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
      field: FIELDS,
    });
    await expect(rowOf(page, '运营专员')).toContainText('operator');
    await expect(rowOf(page, '运营专员')).toContainText('商户运营与日常维护');
    // spec 6: admin has role:export, but the system list disables it (status 0).
    await expect(page.getByRole('button', { name: /导\s*入/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);

    await search(page).getByRole('textbox', { name: '角色名称' }).fill('专员');
    await search(page).getByRole('textbox', { name: '角色编码' }).fill('cs');
    const searched = nextRequest(page, '/sys/role/list', (query) => query.has('roleName'));
    await search(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    expect(queryOf(await searched)).toEqual({
      roleName: '*专员*',
      roleCode: '*cs*',
      column: 'createTime',
      order: 'desc',
      field: FIELDS,
      pageNo: '1',
      pageSize: '10',
    });

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = formDialog(page, '新增');
    await dialog.getByRole('textbox', { name: '角色名称' }).fill('结算复核');
    const checked = nextRequest(page, '/sys/role/checkRoleCode');
    await dialog.getByRole('textbox', { name: '角色编码' }).fill('settle_review');
    await dialog.getByRole('textbox', { name: '备注' }).click();
    expect(queryOf(await checked)).toEqual({ roleCode: 'settle_review' });
    await dialog.getByRole('textbox', { name: '备注' }).fill('结算单二次复核');

    await dialog.getByRole('button', { name: OK }).click();
    await expect(message(page, '角色编码已存在')).toBeVisible();
    await expect(messages(page)).toHaveCount(1);
    await expect(dialog.getByRole('textbox', { name: '角色名称' })).toHaveValue('结算复核');

    // Checked apart from the name: a save still pending fails here, a spinner left behind in an
    // idle 确定 (named "loading 确 定", see RecordForm.tsx) fails at the click below.
    await expect(dialog.locator('.ant-btn-primary', { hasText: OK })).not.toHaveClass(
      /ant-btn-loading/,
    );
    await page.unroute('**/admin/sys/role/add**');
    const added = nextRequest(page, '/sys/role/add');
    await dialog.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      roleName: '结算复核',
      roleCode: 'settle_review',
      description: '结算单二次复核',
    });
    await expect(message(page, '添加成功！')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The code identifies the role: shown but fixed when editing.
    await rowOf(page, '运营专员').getByText('编辑', { exact: true }).click();
    const edit = formDialog(page, '编辑');
    await expect(edit.getByRole('textbox', { name: '角色编码' })).toHaveValue('operator');
    await expect(edit.getByRole('textbox', { name: '角色编码' })).toBeDisabled();
  });

  test('授权 checks from the role ids and saves them against the ids last loaded or saved', async ({
    page,
  }) => {
    await openRoles(page);
    const tree = nextRequest(page, '/sys/role/queryTreeList');
    const granted = nextRequest(page, '/sys/permission/queryRolePermission');
    await rowOf(page, '运营专员').getByText('授权', { exact: true }).click();
    await tree;
    expect(queryOf(await granted)).toEqual({ roleId: OPERATOR_ID });
    const drawer = formDrawer(page, '角色权限配置');
    await expect(treeNode(drawer, '添加用户')).toBeVisible();
    await expect(drawer.locator('.ant-tree-checkbox-checked')).toHaveCount(GRANTED.length);

    // 数据规则 of 用户管理 (ruleFlag 1): the role has the first rule.
    const rules = nextRequest(page, `/sys/role/datarule/${USER_MENU_ID}/${OPERATOR_ID}`);
    await treeNode(drawer, '用户管理').getByText('数据规则').first().click();
    await rules;
    const ruleDialog = formDialog(page, '数据规则');
    await expect(ruleDialog.getByRole('checkbox', { name: '只看本部门用户' })).toBeChecked();
    // A click, then the state: check() reads the state before the controlled group re-renders.
    const ownRecords = ruleDialog.getByRole('checkbox', { name: '只看本人创建' });
    await ownRecords.click();
    await expect(ownRecords).toBeChecked();
    const savedRules = nextRequest(page, '/sys/role/datarule');
    await ruleDialog.getByRole('button', { name: /保\s*存/ }).click();
    expect((await savedRules).postDataJSON()).toEqual({
      permissionId: USER_MENU_ID,
      roleId: OPERATOR_ID,
      dataRuleIds: '1768000000996148150,1768000000998245304',
    });
    await expect(message(page, '保存成功!')).toBeVisible();
    await expect(ruleDialog).toBeHidden();

    await drawer.getByRole('button', { name: '取消全选' }).click();
    await treeNode(drawer, '首页').locator('.ant-tree-checkbox').click();
    const saved = nextRequest(page, '/sys/permission/saveRolePermission');
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    expect((await saved).postDataJSON()).toEqual({
      roleId: OPERATOR_ID,
      permissionIds: HOME_ID,
      lastpermissionIds: GRANTED.join(','),
    });
    await expect(message(page, '保存成功！')).toBeVisible();

    // 父子关联: a checked button grants its menus too (half-checked parents are sent); the next
    // save diffs against what the first stored.
    await drawer.getByRole('checkbox', { name: '父子关联' }).check();
    await treeNode(drawer, '添加用户').locator('.ant-tree-checkbox').click();
    await expect(
      treeNode(drawer, '用户管理').locator('.ant-tree-checkbox-indeterminate'),
    ).toBeVisible();
    const savedAgain = nextRequest(page, '/sys/permission/saveRolePermission');
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    const body = (await savedAgain).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ roleId: OPERATOR_ID, lastpermissionIds: HOME_ID });
    expect(body.permissionIds?.split(',').sort()).toEqual(
      [HOME_ID, ADD_USER_ID, USER_MENU_ID, SYSTEM_MENU_ID].sort(),
    );
    await expect(drawer).toBeHidden();
  });

  test('a user without the role codes sees no 新增, 导入, 批量删除, 编辑, 删除 or 授权', async ({
    page,
  }) => {
    await withoutButtonCodes(page, 'role:');
    await openRoles(page);
    for (const name of [/新\s*增/, /导\s*入/, /导\s*出/, /批量删除/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    const row = rowOf(page, '运营专员');
    await expect(row.getByText('详情', { exact: true })).toBeVisible();
    for (const link of ['编辑', '删除', '授权']) {
      await expect(row.getByText(link, { exact: true })).toHaveCount(0);
    }
  });
});
