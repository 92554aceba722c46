// Sign-in and session against the demo backend (issue 34 item 5; spec 4, 7.2, 8.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/demo-backend/seed/demoAccounts';
import { call, login, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let clock = Date.now();

beforeAll(async () => {
  backend = await startBackend(() => new Date(clock));
});
afterAll(() => backend.close());

function menuTitles(menu: { meta: { title: string } }[]): string[] {
  return menu.map((node) => node.meta.title);
}

describe('sign-in', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.password]))(
    '%s signs in with its own password',
    async (username, password) => {
      const reply = await login(backend, username, password);
      expect(reply.json).toMatchObject({ success: true, code: 200, message: '登录成功' });
      expect(reply.json.result.userInfo.username).toBe(username);
      expect(reply.json.result.token).not.toBe(reply.json.result.refreshToken);
    },
  );

  it("refuses another account's password and an unknown user with the backend's messages", async () => {
    expect((await login(backend, 'admin', 'Checker@123456')).json).toMatchObject({
      success: false,
      message: '用户名或密码错误',
    });
    expect((await login(backend, 'nobody', 'Admin@123456')).json.message).toBe(
      '该用户不存在，请注册',
    );
  });

  it('writes a login log line for a real sign-in', async () => {
    const countLines = async () =>
      (
        await backend.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM sys_log WHERE log_type = 1 AND data->>'logContent' = $1",
          ['用户名: checker,登录成功！'],
        )
      ).rows[0]!.n;
    const before = await countLines();
    await tokenOf(backend, 'checker', 'Checker@123456');
    expect(await countLines()).toBe(before + 1);
  });
});

describe('menus come from the roles', () => {
  it('gives each demo account its own menu', async () => {
    const menus: Record<string, string[]> = {};
    for (const account of DEMO_ACCOUNTS) {
      const { token } = await tokenOf(backend, account.username, account.password);
      const reply = await call(backend, 'GET', '/cap/auth/v1/UserResourceListInquiry', { token });
      menus[account.username] = menuTitles(reply.json.body.resourceJson.menu);
    }
    expect(menus.admin).toEqual(expect.arrayContaining(['首页', '客户管理', '系统管理', '监管']));
    expect(menus.merchant).toEqual(['首页', '商户平台', '个人中心', '我的消息']);
    expect(menus.supervisor).toEqual(['首页', '监管', '个人中心', '我的消息']);
  });
});

describe('session end (spec 8.1)', () => {
  it('answers an unknown token on /sys with HTTP 500 Token失效 and on /cap with the expiry reply', async () => {
    const sys = await call(backend, 'POST', '/sys/logout', { token: 'nope' });
    expect(sys.status).toBe(500);
    expect(sys.json.message).toContain('Token失效');
    const cap = await call(backend, 'GET', '/cap/auth/v1/UserResourceListInquiry', {
      token: 'nope',
    });
    expect(cap.status).toBe(200);
    expect(cap.json.status).toMatchObject({ success: false, errorMsg: 'Access token has expired' });
  });

  it('refreshes an expired access token once: both tokens rotate and the old ones stop working', async () => {
    const first = await tokenOf(backend, 'admin', 'Admin@123456');
    clock += 3 * 3_600_000;
    const expired = await call(backend, 'GET', '/cap/auth/v1/UserResourceListInquiry', {
      token: first.token,
    });
    expect(expired.json.status.errorMsg).toBe('Access token has expired');
    const refreshed = await call(backend, 'POST', '/cap/auth/v1/RefreshToken', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.json.status.success).toBe(true);
    const { accessToken, refreshToken } = refreshed.json.body;
    expect(refreshToken).not.toBe(first.refreshToken);
    const replayed = await call(backend, 'GET', '/cap/auth/v1/UserResourceListInquiry', {
      token: accessToken,
    });
    expect(replayed.json.status.success).toBe(true);
    const reused = await call(backend, 'POST', '/cap/auth/v1/RefreshToken', {
      body: { refreshToken: first.refreshToken },
    });
    expect(reused.json.status.success).toBe(false);
  });

  it('logout revokes the token', async () => {
    const { token } = await tokenOf(backend, 'checker', 'Checker@123456');
    expect(
      (await call(backend, 'GET', '/cap/auth/v1/UserLogout', { token })).json.status.success,
    ).toBe(true);
    const after = await call(backend, 'GET', '/cap/auth/v1/UserResourceListInquiry', { token });
    expect(after.json.status.errorMsg).toBe('Access token has expired');
  });
});
