import { expect, test, type Page } from './support/test';
import {
  OK,
  choose,
  confirmDialog,
  formDialog,
  formDrawer,
  message,
  nextRequest,
  openMenuPage,
  rowOf,
  withoutButtonCodes,
} from './support/list';
import { describeFindings, scanPage } from './support/axe';
import { startSignedIn } from './support/session';

// 公司管理 → 用户组 / 资源 / 角色 (issue 19 B, components auth/GroupList, auth/ResourceList,
// auth/RoleList) on the Prism mock of openapi/cap.yaml: GroupInquiry six groups (平台运营组
// plat_ops …), ResourceInquiry the tree 代理商与供应商 (R10) and 公司管理 (R20) with their menus and
// buttons (导出供应商 停用), RoleInquiry three roles, 平台运营 (RL01) granted the agent menus.

test.use(startSignedIn);

const GROUPS = '/cap/auth/v1/GroupInquiry';
const GROUP_ADD = '/cap/auth/v1/GroupAddtion';
const RESOURCES = '/cap/auth/v1/ResourceInquiry';
const RESOURCE_UPDATING = '/cap/auth/v1/ResourceUpdating';
const RESOURCE_STATUS = '/cap/auth/v1/ResourceStatusModify';
const RESOURCE_SORT = '/cap/auth/v1/ResourceSortModify';
const ROLES = '/cap/auth/v1/RoleInquiry';
const ROLE_ADD = '/cap/auth/v1/RoleAddtion';
const ROLE_GRANT = '/cap/auth/v1/RoleResourceModify';

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** Opens `entry` of the open 公司管理 group of the side menu, without reloading the app. */
const viaMenu = async (page: Page, entry: string, url: RegExp) => {
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(url);
};

const openGroups = async (page: Page) => {
  await openMenuPage(page, '公司管理', '用户组', /\/auth\/groupList$/, GROUPS);
  await expect(rowOf(page, '平台运营组')).toBeVisible();
};
const openResources = async (page: Page) => {
  await openMenuPage(page, '公司管理', '资源', /\/auth\/resourceList$/, RESOURCES);
  await expect(rowOf(page, '新增用户组')).toBeVisible();
};
const openRoles = async (page: Page) => {
  await openMenuPage(page, '公司管理', '角色', /\/auth\/roleList$/, ROLES);
  await expect(rowOf(page, '平台运营')).toBeVisible();
};

test.describe('公司管理：用户组、资源与角色', () => {
  test('用户组: the level of each type, and 新增 sends the typed group', async ({ page }) => {
    await openGroups(page);
    await expect(rowOf(page, '平台运营组').getByText('平台级')).toBeVisible();
    await expect(rowOf(page, '杭州西湖网络科技商户组').getByText('业务级')).toBeVisible();
    await page.getByRole('button', { name: '新增用户组' }).click();
    const dialog = formDialog(page, '新增用户组');
    await dialog.getByLabel('用户组名称').fill('上海分公司运营组');
    await choose(page, dialog, '用户组类型', '机构运营');
    await expect(dialog.getByText('级别：平台级')).toBeVisible();
    const sent = nextRequest(page, GROUP_ADD);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      groupName: '上海分公司运营组',
      groupType: 'org_ops',
    });
    await expect(message(page, '新增成功')).toBeVisible();
  });

  test('资源: 停用 after confirming, reorder by drag and by 上移', async ({ page }) => {
    await openResources(page);
    await expect(rowOf(page, '导出供应商').getByText('停用')).toBeVisible();
    await rowOf(page, '启用、停用代理商').getByRole('button', { name: '停用' }).click();
    await expect(confirmDialog(page)).toContainText('确定要停用资源「启用、停用代理商」吗');
    const status = nextRequest(page, RESOURCE_STATUS);
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    expect((await status).postDataJSON()).toMatchObject({ resourceId: 'R101003', status: '0' });
    await expect(message(page, '停用成功')).toBeVisible();

    const drop = nextRequest(page, RESOURCE_SORT);
    await rowOf(page, '编辑用户组').dragTo(rowOf(page, '新增用户组'), {
      targetPosition: { x: 40, y: 2 },
    });
    expect((await drop).postDataJSON()).toMatchObject({
      parentId: 'R2010',
      resourceIds: ['R201002', 'R201001'],
    });
    await expect(message(page, '排序成功').first()).toBeVisible();

    const moved = nextRequest(page, RESOURCE_SORT);
    // A leaf row: a menu's name cell also holds its expand button, so its cell name is longer.
    await rowOf(page, '编辑代理商').getByRole('button', { name: '上移' }).click();
    expect((await moved).postDataJSON()).toMatchObject({
      parentId: 'R1010',
      resourceIds: ['R101002', 'R101001', 'R101003'],
    });
  });

  test('角色: 授权 sends the ticked button with the menus above it', async ({ page }) => {
    await openRoles(page);
    await rowOf(page, '平台运营').getByRole('button', { name: '授权' }).click();
    const drawer = formDrawer(page, '角色授权：平台运营');
    const roleGrant = drawer.getByRole('treeitem').filter({ hasText: '角色授权' });
    await expect(roleGrant).toBeVisible();
    await roleGrant.locator('.ant-tree-checkbox').click();
    const sent = nextRequest(page, ROLE_GRANT);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      roleId: 'RL01',
      resourceIds: [
        'R10',
        'R1010',
        'R101001',
        'R101002',
        'R1020',
        'R102001',
        'R20',
        'R2030',
        'R203003',
      ],
    });
    await expect(message(page, '授权成功')).toBeVisible();
  });

  test('角色: a refused code shows the server’s text and keeps the dialog', async ({ page }) => {
    await preferExample(page, ROLE_ADD, 'duplicateCode');
    await openRoles(page);
    await page.getByRole('button', { name: '新增角色' }).click();
    const dialog = formDialog(page, '新增角色');
    await dialog.getByLabel('角色编码').fill('plat_operator');
    await dialog.getByLabel('角色名称').fill('平台运营二组');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(message(page, /角色编码已存在/)).toBeVisible();
    await expect(dialog.getByLabel('角色名称')).toHaveValue('平台运营二组');
  });

  test('用户组: a refused 新增 shows the server’s text and keeps the dialog and the input', async ({
    page,
  }) => {
    await preferExample(page, GROUP_ADD, 'duplicateName');
    await openGroups(page);
    await page.getByRole('button', { name: '新增用户组' }).click();
    const dialog = formDialog(page, '新增用户组');
    await dialog.getByLabel('用户组名称').fill('平台运营组');
    await choose(page, dialog, '用户组类型', '机构运营');
    const sent = nextRequest(page, GROUP_ADD);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      groupName: '平台运营组',
      groupType: 'org_ops',
    });
    await expect(message(page, /用户组名称已存在/)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('用户组名称')).toHaveValue('平台运营组');
    await expect(dialog.getByText('级别：平台级')).toBeVisible();
  });

  test('资源: a refused 编辑 shows the server’s text and keeps the typed code', async ({
    page,
  }) => {
    await preferExample(page, RESOURCE_UPDATING, 'duplicateAction');
    await openResources(page);
    await rowOf(page, '编辑代理商').getByRole('button', { name: '编辑' }).click();
    const dialog = formDialog(page, '编辑资源');
    await expect(dialog.getByLabel('资源名称')).toHaveValue('编辑代理商');
    await dialog.getByLabel('权限编码').fill('agent:status');
    const sent = nextRequest(page, RESOURCE_UPDATING);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      resourceId: 'R101002',
      action: 'agent:status',
    });
    await expect(message(page, /权限编码已存在/)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('权限编码')).toHaveValue('agent:status');
    await expect(dialog.getByLabel('资源名称')).toHaveValue('编辑代理商');
  });

  test('without the auth* codes the buttons are hidden', async ({ page }) => {
    await withoutButtonCodes(page, 'auth');
    await openRoles(page);
    await expect(page.getByRole('button', { name: '新增角色' })).toHaveCount(0);
    await expect(rowOf(page, '平台运营').getByRole('button', { name: '授权' })).toHaveCount(0);
    // The other two pages through the side menu: no second cold load.
    await viaMenu(page, '资源', /\/auth\/resourceList$/);
    await expect(rowOf(page, '新增用户组')).toBeVisible();
    await expect(page.getByRole('button', { name: '上移' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '新增一级菜单' })).toHaveCount(0);
    await expect(rowOf(page, '编辑代理商').getByRole('button')).toHaveCount(0);
    await viaMenu(page, '用户组', /\/auth\/groupList$/);
    await expect(rowOf(page, '平台运营组')).toBeVisible();
    await expect(page.getByRole('button', { name: '新增用户组' })).toHaveCount(0);
    await expect(rowOf(page, '平台运营组').getByRole('button')).toHaveCount(0);
  });

  test('no serious or critical axe finding on the three pages', async ({ page }) => {
    // Three cold page loads and three scans, one of a whole resource tree.
    test.slow();
    await openGroups(page);
    const findings = await scanPage(page, '用户组');
    await openResources(page);
    findings.push(...(await scanPage(page, '资源')));
    await openRoles(page);
    findings.push(...(await scanPage(page, '角色')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
