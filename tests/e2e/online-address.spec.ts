import { expect, test } from './support/test';
import {
  ADD,
  OK,
  confirmDialog,
  message,
  nextRequest,
  openMenuPage,
  queryOf,
  rowOf,
  searchForm,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 在线用户 (system/SysUserOnlineList) and 通讯录 (system/AddressList) through the server menu on the
// Prism mock (spec 2.7, 6; jeecg-contracts §2.9 /sys/online; provisional address book call).

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const LIUYANG_TOKEN =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3NzM4MDAzODgsInVzZXJuYW1lIjoibGl1eWFuZyJ9.RNo1qdi8ZbIDwiuXT1ue2Inh_0rsRH1xkaYi6meCTlg';

test.describe('在线用户', () => {
  test('lists sessions read-only, searches by account and 强退 ends one by its token', async ({
    page,
  }) => {
    const first = await openMenuPage(
      page,
      '系统管理',
      '在线用户',
      /\/isystem\/online$/,
      '/sys/online/list',
    );
    // Sessions have no createTime: no sort is sent.
    expect(queryOf(first!)).toEqual({
      pageNo: '1',
      pageSize: '10',
      field: 'token,username,realname,avatar,birthday,sex_dictText,phone',
    });
    const row = rowOf(page, 'liuyang');
    await expect(row).toContainText('刘洋');
    await expect(row.getByRole('cell', { name: '男', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: ADD })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /批量删除/ })).toHaveCount(0);
    await expect(row.getByText('删除', { exact: true })).toHaveCount(0);

    await searchForm(page).getByRole('textbox', { name: '用户账号' }).fill('liu');
    const searched = nextRequest(page, '/sys/online/list', (query) => query.has('username'));
    await searchForm(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    // The server matches the account with contains itself.
    expect(queryOf(await searched)).toMatchObject({ username: 'liu', pageNo: '1' });

    await row.getByText('强退', { exact: true }).click();
    await expect(confirmDialog(page)).toContainText('强制退出用户”liuyang“？');
    const ended = nextRequest(page, '/sys/online/forceLogout');
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    const request = await ended;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ token: LIUYANG_TOKEN });
    await expect(message(page, '退出登录成功！')).toBeVisible();
  });

  test('a user without online:force_logout sees no 强退', async ({ page }) => {
    await withoutButtonCodes(page, 'online:');
    await openMenuPage(page, '系统管理', '在线用户', /\/isystem\/online$/);
    await expect(rowOf(page, 'liuyang')).toBeVisible();
    await expect(page.getByText('强退', { exact: true })).toHaveCount(0);
  });
});

test.describe('通讯录', () => {
  test('lists every department’s users, then the chosen department’s, searched by name', async ({
    page,
  }) => {
    const first = await openMenuPage(
      page,
      '系统管理',
      '通讯录',
      /\/isystem\/addressList$/,
      '/sys/user/queryByOrgCodeForAddressList',
    );
    expect(queryOf(first!)).toEqual({
      pageNo: '1',
      pageSize: '10',
      field: 'userId,realname,workNo,departName,post,telephone,email,phone',
    });
    const wangfang = rowOf(page, '王芳');
    await expect(wangfang).toContainText('HT0004');
    await expect(wangfang).toContainText('风控合规部');
    // Position codes are shown by name.
    await expect(wangfang.getByRole('cell', { name: '风控经理,合规专员' })).toBeVisible();
    await expect(page.getByRole('button', { name: ADD })).toHaveCount(0);
    await expect(wangfang.getByText('删除', { exact: true })).toHaveCount(0);

    const ofDepart = nextRequest(
      page,
      '/sys/user/queryByOrgCodeForAddressList',
      (query) => query.get('orgCode') === 'A01A04',
    );
    await page.getByRole('tree').getByText('技术部', { exact: true }).click();
    expect(queryOf(await ofDepart)).toMatchObject({ orgCode: 'A01A04', pageNo: '1' });

    await searchForm(page).getByRole('textbox', { name: '姓名' }).fill('杨');
    const searched = nextRequest(page, '/sys/user/queryByOrgCodeForAddressList', (query) =>
      query.has('realname'),
    );
    await searchForm(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    expect(queryOf(await searched)).toMatchObject({ realname: '杨', orgCode: 'A01A04' });
  });
});
