import { expect, test, type Page } from './support/test';
import {
  OK,
  choose,
  formDialog,
  message,
  nextRequest,
  openMenuPage,
  rowOf,
  withoutButtonCodes,
} from './support/list';
import { describeFindings, scanPage } from './support/axe';
import { startSignedIn } from './support/session';

// 用户管理 (issue 19 G, component auth/UserList) on the Prism mock of openapi/cap.yaml: UserInquiry
// answers 王芳 wangfang (01 已启用), 李军 lijun (02 已停用) and 赵晓燕 zhaoxy (03 已锁定) with mobile
// and identity card masked; `decrypted` answers them in full. UserGroupInquiry offers 平台运营组,
// 财务复核组 and 客户服务组. The system info's pwdReg asks 8-20 letters, digits and characters.

test.use(startSignedIn);

const USERS = '/cap/auth/v1/UserInquiry';
const USER_ADD = '/cap/auth/v1/UserAddtion';
const USER_STATUS = '/cap/auth/v1/UserStatusModify';
const USER_RESET = '/cap/auth/v1/UserPasswordReset';

async function openUsers(page: Page) {
  await openMenuPage(page, '公司管理', '用户管理', /\/auth\/userList$/, USERS);
  await expect(rowOf(page, 'wangfang')).toBeVisible();
}

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** Waits out the open animation of the shown dialog (axe measures colours mid-fade). */
async function settled(page: Page) {
  await page
    .locator('.ant-modal-wrap')
    .filter({ visible: true })
    .first()
    .evaluate((root) =>
      Promise.all(
        root.getAnimations({ subtree: true }).map((running) => running.finished.catch(() => null)),
      ),
    );
}

async function fillNewUser(page: Page) {
  await page.getByRole('button', { name: '新增用户' }).click();
  const dialog = formDialog(page, '新增用户');
  await settled(page);
  await dialog.getByLabel('登录账号').fill('chenmin');
  await dialog.getByLabel('姓名').fill('陈敏');
  await dialog.getByLabel('手机号').fill('13957126021');
  await dialog.getByLabel('身份证号').fill('330106199512080069');
  await choose(page, dialog, '所属用户组', '客户服务组');
  return dialog;
}

test.describe('用户管理', () => {
  test('the list masks mobile and identity card; a user is created and another disabled with a reason', async ({
    page,
  }) => {
    await openUsers(page);
    const wang = rowOf(page, 'wangfang');
    await expect(wang.getByRole('cell', { name: '138****8000' })).toBeVisible();
    await expect(wang.getByRole('cell', { name: '3301**********1233' })).toBeVisible();
    await expect(wang.getByText('已启用', { exact: true })).toBeVisible();
    await expect(rowOf(page, 'zhaoxy').getByText('已锁定', { exact: true })).toBeVisible();
    await expect(rowOf(page, 'lijun').getByText('已停用', { exact: true })).toBeVisible();

    const dialog = await fillNewUser(page);
    const sent = nextRequest(page, USER_ADD);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      userName: 'chenmin',
      realName: '陈敏',
      mobile: '13957126021',
      certNo: '330106199512080069',
      groupIds: ['6e9b2c5f8a1d44e7c0b3d6a9f2c5e8b1'],
    });
    await expect(message(page, '新增成功，初始密码已通过短信发送至用户手机')).toBeVisible();
    await expect(dialog).toBeHidden();

    await wang.getByRole('button', { name: '停用' }).click();
    const disabling = formDialog(page, '停用');
    await expect(disabling.getByText('确定要停用用户「王芳（wangfang）」吗？')).toBeVisible();
    await disabling.getByLabel('原因').fill('岗位调整，收回权限');
    const disabled = nextRequest(page, USER_STATUS);
    await disabling.getByRole('button', { name: OK }).click();
    expect((await disabled).postDataJSON()).toMatchObject({
      userId: '3f6c1a9e2b7d4c58a0e6f1b3d9c7a254',
      action: 'disable',
      reason: '岗位调整，收回权限',
    });
    await expect(message(page, '停用成功')).toBeVisible();
  });

  test('a refused 新增 shows the server text and keeps the dialog and the input', async ({
    page,
  }) => {
    await preferExample(page, USER_ADD, 'mobileUsed');
    await openUsers(page);
    const dialog = await fillNewUser(page);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(message(page, '手机号已被用户李军（lijun）使用')).toBeVisible();
    await expect(dialog.getByLabel('姓名')).toHaveValue('陈敏');
    await expect(dialog.getByLabel('手机号')).toHaveValue('13957126021');
  });

  test('重置密码 asks the system password rule and sends the password encrypted', async ({
    page,
  }) => {
    await openUsers(page);
    await rowOf(page, 'zhaoxy').getByRole('button', { name: '重置密码' }).click();
    const dialog = formDialog(page, '重置密码：赵晓燕（zhaoxy）');
    await settled(page);
    await dialog.getByLabel('新登录密码').fill('abc12345');
    await dialog.getByLabel('确认新密码').fill('abc12345');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('密码必须为8-20位的英文字母、数字、字符组合')).toBeVisible();

    await dialog.getByLabel('新登录密码').fill('Yq@2026pay');
    await dialog.getByLabel('确认新密码').fill('Yq@2026pay');
    const sent = nextRequest(page, USER_RESET);
    await dialog.getByRole('button', { name: OK }).click();
    const body = (await sent).postDataJSON() as { userId: string; pswNew: string };
    expect(body.userId).toBe('c4f7a0d3e6b94c2f8a1d4e7b0c3f6a92');
    expect(body.pswNew).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(body.pswNew).not.toContain('Yq@2026pay');
    await expect(message(page, '密码重置成功，用户下次登录须修改密码')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('数据解密 by SMS code reads the list again with mobile and identity card in full', async ({
    page,
  }) => {
    await openUsers(page);
    await page.getByRole('button', { name: '数据解密' }).click();
    const dialog = formDialog(page, '数据解密');
    await dialog.getByPlaceholder('请输入短信验证码').fill('486731');
    // The decrypted session's next read answers in full (the mock cannot read the new token).
    await preferExample(page, USERS, 'decrypted');
    const reread = nextRequest(page, USERS);
    await dialog.getByRole('button', { name: OK }).click();
    await reread;
    await expect(rowOf(page, 'wangfang').getByRole('cell', { name: '13857128000' })).toBeVisible();
    await expect(
      rowOf(page, 'wangfang').getByRole('cell', { name: '330106198803121233' }),
    ).toBeVisible();
  });

  test('without the authUser codes no button is offered', async ({ page }) => {
    await withoutButtonCodes(page, 'authUser:');
    await openUsers(page);
    await expect(page.getByRole('button', { name: '新增用户' })).toBeHidden();
    for (const name of ['wangfang', 'lijun', 'zhaoxy']) {
      await expect(rowOf(page, name).getByRole('button')).toHaveCount(0);
    }
  });

  test('axe: the list and the user form have no serious violation', async ({ page }) => {
    test.slow();
    await openUsers(page);
    const findings = await scanPage(page, '用户管理');
    await rowOf(page, 'wangfang').getByRole('button', { name: '编辑' }).click();
    const editing = formDialog(page, '编辑用户');
    await expect(editing.getByLabel('姓名')).toHaveValue('王芳');
    await settled(page);
    findings.push(...(await scanPage(page, '用户管理：编辑用户', '.ant-modal-wrap')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
