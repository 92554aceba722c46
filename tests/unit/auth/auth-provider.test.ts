import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../providers/auth-provider';
import { decryptCredential } from '../../../src/lib/crypto';
import { CAP_EXPIRED, createTestHttp, json, NOW, sysOk, type SentRequest } from '../http/support';

const AES_KEY = '1234567890adbcde';
const SESSION = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  userInfo: { id: 'u1', username: 'admin', realname: '系统管理员', avatar: 'temp/avatar.png' },
  sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
};

function setup(reply: (request: SentRequest) => Response | Promise<Response>) {
  const test = createTestHttp({ reply });
  const auth = createAuthProvider({ http: test.http, storage: test.storage, loginAesKey: AES_KEY });
  return { ...test, auth };
}

const stored = (local: { getItem(key: string): string | null }, key: string) =>
  JSON.parse(local.getItem(`pro__${key}`) ?? 'null') as { value: unknown; expire: number | null };

describe('authProvider.login (spec 7.2)', () => {
  it('posts AES-encrypted credentials to /sys/login and stores the session for 7 days', async () => {
    const { auth, sent, local } = setup(() => json(sysOk(SESSION, '登录成功')));

    const outcome = await auth.login({ username: 'admin', password: 'S3cret!pw' });

    expect(outcome).toEqual({ success: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/admin/sys/login');
    expect(sent[0]?.body).not.toContain('S3cret!pw');
    const body = JSON.parse(sent[0]?.body ?? '{}') as { username: string; password: string };
    expect(decryptCredential(body.username, AES_KEY)).toBe('admin');
    expect(decryptCredential(body.password, AES_KEY)).toBe('S3cret!pw');
    expect(stored(local, 'Access-Token')).toEqual({ value: 'token-1', expire: NOW + 604800000 });
    expect(stored(local, 'Access-Refresh-Token')).toEqual({
      value: 'refresh-1',
      expire: NOW + 604800000,
    });
    expect(stored(local, 'Login_Username').value).toBe('admin');
    expect(stored(local, 'Login_Userinfo').value).toMatchObject({ realname: '系统管理员' });
    expect(stored(local, 'UI_CACHE_DB_DICT_DATA').value).toEqual({
      sex: [{ value: '1', text: '男' }],
    });
  });

  // spec 3 session user info: what the console reads is stored, nothing else of the server's user.
  it('stores only the listed user fields, not phone, email, birthday or other personal data', async () => {
    const group = {
      id: 'GRP1001',
      groupName: '平台运营组',
      groupType: 'plat_ops',
      tenantId: 1001,
      groupBsnObj: { cusCode: 'C001', cusName: '汇联', legalIdNo: '330100199001011234' },
      groupBsnXref: { objCode: 'OBJ1', remark: 'x' },
      createBy: 'admin',
    };
    const system = { id: 'SYS001', sysName: '运营平台', sysCode: 'OPS', sysInfo: '{}', group };
    const userInfo = {
      id: 'u1',
      username: 'admin',
      realname: '系统管理员',
      avatar: 'temp/avatar.png',
      mobile: '13800138000',
      mobileDesensitized: '138****8000',
      entityId: 'ENT1',
      orgId: 'ORG1',
      tenantId: '1001',
      phone: '13800138000',
      email: 'admin@hengtongpay.com',
      birthday: '1986-05-12',
      sex: 1,
      telephone: '0571-88887000',
      workNo: 'HT0001',
      orgCode: 'A01',
      accessToken: 'token-copy',
      user: { mobile: '13800138000', email: 'admin@hengtongpay.com', idCard: '330100' },
      sys: { ...system, listGroup: [group], owner: 'ops' },
      listSys: [{ ...system, secret: 's' }],
      group,
      listGroup: [group],
      listEntity: [
        { entityName: '汇联支付', url: 'https://console.example.com', status: 1, taxNo: 'T' },
      ],
      org: { id: 'ORG1', orgType: 'self', address: '杭州' },
    };
    const { auth, local } = setup(() => json(sysOk({ ...SESSION, userInfo }, '登录成功')));

    await auth.login({ username: 'admin', password: 'S3cret!pw' });

    const keptGroup = {
      id: 'GRP1001',
      groupName: '平台运营组',
      groupType: 'plat_ops',
      tenantId: '1001',
      groupBsnObj: { cusCode: 'C001' },
      groupBsnXref: { objCode: 'OBJ1' },
    };
    const keptSystem = { id: 'SYS001', sysName: '运营平台', sysCode: 'OPS', sysInfo: '{}' };
    expect(stored(local, 'Login_Userinfo').value).toEqual({
      id: 'u1',
      username: 'admin',
      realname: '系统管理员',
      avatar: 'temp/avatar.png',
      mobile: '13800138000',
      mobileDesensitized: '138****8000',
      entityId: 'ENT1',
      orgId: 'ORG1',
      tenantId: '1001',
      user: { mobile: '13800138000' },
      sys: { ...keptSystem, group: keptGroup, listGroup: [keptGroup] },
      listSys: [{ ...keptSystem, group: keptGroup }],
      group: keptGroup,
      listGroup: [keptGroup],
      listEntity: [{ entityName: '汇联支付', url: 'https://console.example.com', status: '1' }],
      org: { id: 'ORG1', orgType: 'self' },
    });
    const text = local.getItem('pro__Login_Userinfo') ?? '';
    for (const personal of ['email', 'birthday', 'phone', 'telephone', '330100', 'token-copy']) {
      expect(text).not.toContain(personal);
    }
  });

  it('reports the server message and stores nothing when the login fails', async () => {
    const { auth, local } = setup(() =>
      json({ success: false, message: '用户名或密码错误', code: 500, result: null, timestamp: 1 }),
    );

    const outcome = await auth.login({ username: 'admin', password: 'wrong' });

    expect(outcome).toEqual({
      success: false,
      error: { name: '登录失败', message: '用户名或密码错误' },
    });
    expect(local.getItem('pro__Access-Token')).toBeNull();
  });

  it('refuses a success reply without code 200 or without a token', async () => {
    const { auth } = setup(() =>
      json({ success: true, message: '', code: 0, result: SESSION, timestamp: 1 }),
    );
    expect((await auth.login({ username: 'a', password: 'b' })).success).toBe(false);

    const noToken = setup(() => json(sysOk({ userInfo: SESSION.userInfo })));
    expect((await noToken.auth.login({ username: 'a', password: 'b' })).success).toBe(false);
  });

  it('resolves with the failure when the call itself fails (Refine expects no rejection)', async () => {
    const { auth, local } = setup(
      () =>
        new Response('<html>502 Bad Gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );

    const outcome = await auth.login({ username: 'admin', password: 'S3cret!pw' });

    expect(outcome.success).toBe(false);
    expect(outcome.error?.message).toMatch(/[\u4e00-\u9fff]{4,}/);
    expect(local.getItem('pro__Access-Token')).toBeNull();
  });

  it('explains a reply with neither envelope in Chinese', async () => {
    const { auth } = setup(() => json({ unexpected: true }));
    const outcome = await auth.login({ username: 'a', password: 'b' });
    expect(outcome.error?.message).toBe('服务器返回的数据格式不正确，请稍后重试');
  });
});

describe('authProvider session (spec 4)', () => {
  // spec 4: logout clears first and finishes even while the call hangs or fails.
  it('logout clears the session at once and sends UserLogout with the token it ends', async () => {
    const { auth, sent, storage } = setup(() => new Promise<Response>(() => undefined));
    storage.set('Access-Token', 'token-1');
    storage.set('Access-Refresh-Token', 'refresh-1');
    storage.set('TENANT_ID', '1002');
    storage.set('Login_Userinfo', { realname: '系统管理员' });
    storage.set('DEFAULT_SETTINGS', { navTheme: 'dark' });

    const outcome = await auth.logout({});

    expect(outcome).toEqual({ success: true, redirectTo: '/user/login-admin' });
    expect(storage.get('Access-Token')).toBeUndefined();
    expect(storage.get('Access-Refresh-Token')).toBeUndefined();
    expect(storage.get('TENANT_ID')).toBeUndefined();
    expect(storage.get('Login_Userinfo')).toBeUndefined();
    expect(storage.get('DEFAULT_SETTINGS')).toEqual({ navTheme: 'dark' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url.pathname).toBe('/admin/cap/auth/v1/UserLogout');
    expect(sent[0]?.headers['x-access-token']).toBe('token-1');
    expect(sent[0]?.headers['tenant-id']).toBe('1002');
    expect(sent[0]?.keepalive).toBe(true);
  });

  it.each([
    ['fails', () => new Response('down', { status: 500 })],
    ['says the token expired', () => json(CAP_EXPIRED)],
  ])('logout finishes quietly when the logout call %s', async (_, reply) => {
    const { auth, sent, storage, shown, session } = setup(reply);
    storage.set('Access-Token', 'token-1');
    storage.set('Access-Refresh-Token', 'refresh-1');

    await expect(auth.logout({})).resolves.toEqual({
      success: true,
      redirectTo: '/user/login-admin',
    });
    expect(storage.get('Access-Token')).toBeUndefined();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // No refresh for a session that is gone, no notice, no expired dialog.
    expect(sent.map((request) => request.url.pathname)).toEqual(['/admin/cap/auth/v1/UserLogout']);
    expect(shown).toEqual([]);
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('check follows the stored token', async () => {
    const { auth, storage } = setup(() => json(sysOk()));
    await expect(auth.check()).resolves.toEqual({
      authenticated: false,
      redirectTo: '/user/login-admin',
    });
    storage.set('Access-Token', 'token-1');
    await expect(auth.check()).resolves.toEqual({ authenticated: true });
  });

  it('onError logs out only once the HTTP layer has ended the session', async () => {
    const { auth, storage } = setup(() => json(sysOk()));
    storage.set('Access-Token', 'token-1');
    await expect(auth.onError(new Error('x'))).resolves.toEqual({});
    storage.clearSession();
    await expect(auth.onError(new Error('x'))).resolves.toMatchObject({
      logout: true,
      redirectTo: '/user/login-admin',
    });
  });

  it('getIdentity names the user by real name with a static avatar URL', async () => {
    const { auth, storage } = setup(() => json(sysOk()));
    expect(await auth.getIdentity?.()).toBeNull();
    storage.set('Login_Userinfo', {
      id: 'u1',
      username: 'admin',
      realname: '系统管理员',
      avatar: 'temp/a.png',
    });
    expect(await auth.getIdentity?.()).toEqual({
      id: 'u1',
      username: 'admin',
      name: '系统管理员',
      avatar: 'https://static.example.com/admin/sys/common/static/temp/a.png',
    });
  });
});
