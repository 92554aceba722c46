// 公司管理 › 用户管理 against the demo backend (spec 2.7; cap.yaml UserInquiry … UserPasswordReset):
// the list shows each change, and the status machine decides who can sign in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../scripts/demo-backend/server';
import { encryptCredential } from '../../src/lib/crypto';
import { call, login, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;
/** The initial password UserAddtion sent the added user (the backend log shows it). */
let initialPassword = '';

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const cap = (path: string, body: object) => call(backend, 'POST', path, { token, body });
const find = async (userName: string) =>
  (await cap('/cap/auth/v1/UserInquiry', { userName })).json.body.listData.find(
    (user: { userName: string }) => user.userName === userName,
  );

describe('user list', () => {
  it('pages the users, masked, with their groups', async () => {
    const page = (await cap('/cap/auth/v1/UserInquiry', { page: { pageSize: 5, pageNum: 2 } })).json
      .body;
    expect(page.listData).toHaveLength(5);
    expect(page.page).toMatchObject({ pageSize: 5, offset: 5 });
    expect(page.page.count).toBeGreaterThanOrEqual(200);
    const admin = await find('admin');
    expect(admin).toMatchObject({ mobile: '138****8000', status: '01' });
    expect(admin.groups.map((g: { groupId: string }) => g.groupId)).toEqual([
      'GRP1001',
      'GRP2001',
      'GRP3001',
      'GRP4001',
    ]);
  });

  it('filters by group and by the full mobile', async () => {
    const inGroup = (await cap('/cap/auth/v1/UserInquiry', { groupId: 'GRP4001' })).json.body;
    expect(inGroup.listData.map((u: { userName: string }) => u.userName).sort()).toEqual([
      'admin',
      'supervisor',
    ]);
    const byMobile = (await cap('/cap/auth/v1/UserInquiry', { mobile: '13800138002' })).json.body;
    expect(byMobile.listData.map((u: { userName: string }) => u.userName)).toEqual(['merchant']);
  });

  it('lists the assignable groups by name', async () => {
    const groups = (await cap('/cap/auth/v1/UserGroupInquiry', { groupName: '运营' })).json.body;
    expect(groups.listData.map((g: { groupId: string }) => g.groupId)).toEqual([
      'GRP1001',
      'GRP2001',
    ]);
  });
});

describe('adding and editing', () => {
  it('adds a user whose SMS-sent initial password signs in', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const added = await cap('/cap/auth/v1/UserAddtion', {
      userName: 'zhaoxy',
      realName: '赵晓燕',
      mobile: '13588612290',
      certNo: '330106199512080069',
      email: 'zhaoxy@yunqi-pay.cn',
      groupIds: ['GRP1001'],
      remark: '财务复核岗',
    });
    const logged = log.mock.calls.flat().join(' ');
    log.mockRestore();
    expect(added.json.status.replyText).toBe('新增成功，初始密码已通过短信发送至用户手机');
    expect(added.json.body).toMatchObject({
      userName: 'zhaoxy',
      mobile: '135****2290',
      certNo: '3301**********0069',
      status: '01',
      groups: [{ groupId: 'GRP1001', groupName: '平台运营组' }],
    });
    initialPassword = logged.match(/初始登录密码 (\S+) /)?.[1] ?? '';
    expect((await login(backend, 'zhaoxy', initialPassword)).json.success).toBe(true);
  });

  it('refuses a taken account and a used mobile with the contract messages', async () => {
    const taken = await cap('/cap/auth/v1/UserAddtion', {
      userName: 'checker',
      realName: '某人',
      mobile: '13588612291',
      groupIds: [],
    });
    expect(taken.json.status).toMatchObject({
      replyCode: 'E6101',
      errorMsg: '登录账号“checker”已存在',
    });
    const used = await cap('/cap/auth/v1/UserAddtion', {
      userName: 'someone',
      realName: '某人',
      mobile: '13800138001',
      groupIds: [],
    });
    expect(used.json.status.errorMsg).toBe('手机号已被用户复核员（checker）使用');
  });

  it('edits a user, keeping masked values, and the list shows the change', async () => {
    const user = await find('zhaoxy');
    const saved = await cap('/cap/auth/v1/UserUpdating', {
      userId: user.userId,
      realName: '赵晓燕',
      mobile: user.mobile,
      certNo: user.certNo,
      email: 'zxy@yunqi-pay.cn',
      groupIds: ['GRP1001', 'GRP2001'],
      remark: '复核主管',
    });
    expect(saved.json.status.replyText).toBe('保存成功');
    expect(await find('zhaoxy')).toMatchObject({
      mobile: '135****2290',
      certNo: '3301**********0069',
      email: 'zxy@yunqi-pay.cn',
      remark: '复核主管',
      groups: [
        { groupId: 'GRP1001', groupName: '平台运营组' },
        { groupId: 'GRP2001', groupName: '杭州分公司运营组' },
      ],
    });
  });
});

describe('status and password reset', () => {
  it('disables a user (who then cannot sign in) and enables it again', async () => {
    const user = await find('zhaoxy');
    const modify = (action: string, reason: string) =>
      cap('/cap/auth/v1/UserStatusModify', { userId: user.userId, action, reason });
    expect((await modify('disable', ' ')).json.status.errorMsg).toBe('启用和停用须填写原因');
    const disabled = await modify('disable', '已离职');
    expect(disabled.json.body).toMatchObject({ status: '02', statusReason: '已离职' });
    expect((await modify('disable', '再次')).json.status.errorMsg).toBe(
      '用户当前状态为已停用，不能重复停用',
    );
    const edit = await cap('/cap/auth/v1/UserUpdating', {
      userId: user.userId,
      realName: 'x',
      mobile: user.mobile,
      groupIds: [],
    });
    expect(edit.json.status.errorMsg).toBe('用户已停用，请先启用后再编辑');
    expect((await login(backend, 'zhaoxy', initialPassword)).json.message).toBe('该用户已冻结');
    expect((await modify('enable', '返聘')).json.body.status).toBe('01');
  });

  it('refuses to disable the signed-in user', async () => {
    const admin = await find('admin');
    const reply = await cap('/cap/auth/v1/UserStatusModify', {
      userId: admin.userId,
      action: 'disable',
      reason: '测试',
    });
    expect(reply.json.status.errorMsg).toBe('不能停用当前登录的用户');
  });

  it('resets a password, unlocking a locked user; a weak one is refused', async () => {
    const user = await find('zhaoxy');
    await backend.db.query('UPDATE sys_user SET status = 2 WHERE id = $1', [user.userId]);
    await backend.db.query('UPDATE demo_account SET locked = true WHERE user_id = $1', [
      user.userId,
    ]);
    expect((await find('zhaoxy')).status).toBe('03');
    const reset = (password: string) =>
      cap('/cap/auth/v1/UserPasswordReset', {
        userId: user.userId,
        pswNew: encryptCredential(password, DEFAULT_CONFIG.loginAesKey),
      });
    expect((await reset('weak')).json.status.replyCode).toBe('E6107');
    expect((await reset('Zxy@2026reset')).json.status.replyText).toBe(
      '密码重置成功，用户下次登录须修改密码',
    );
    expect((await find('zhaoxy')).status).toBe('01');
    expect((await login(backend, 'zhaoxy', 'Zxy@2026reset')).json.success).toBe(true);
  });
});
