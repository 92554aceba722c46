import { describe, expect, it, vi } from 'vitest';
import {
  createAuthProvider,
  createPostLoginSteps,
  postLoginChoices,
} from '../../../providers/auth-provider';
import type { SignInSession } from '../../../providers/sign-in-api';
import { createTestHttp, json, sysOk, type SentRequest } from '../http/support';

const AES_KEY = '1234567890adbcde';
const TENANTS = [
  { id: 1, name: '恒通支付总部' },
  { id: 2, name: '恒通支付华东分公司' },
];
const DEPARTS = [
  { id: 'd1', departName: '技术部', orgCode: 'A01A04' },
  { id: 'd2', departName: '风控合规部', orgCode: 'A01A05' },
];
const GROUPS = [
  { id: 'GRP1001', groupName: '平台运营组', groupType: 'plat_ops' },
  { id: 'GRP2003', groupName: '华东商户服务组', groupType: 'org_service' },
];
const session = (extra: Partial<SignInSession> = {}): SignInSession => ({
  token: 'token-1',
  refreshToken: 'refresh-1',
  userInfo: { id: 'u1', username: 'wangqiang', realname: '王强' },
  sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
  ...extra,
});

function setup(reply: (request: SentRequest) => Response = () => json(sysOk(session()))) {
  const test = createTestHttp({ reply });
  const auth = createAuthProvider({ http: test.http, storage: test.storage, loginAesKey: AES_KEY });
  return { ...test, auth };
}

describe('authProvider.login variants (spec 2.7, 7.2)', () => {
  it('phone login posts mobile and SMS code and stores the session under the account name', async () => {
    const { auth, sent, storage } = setup();

    await expect(
      auth.login({ kind: 'phone', mobile: '13867125566', captcha: '627491' }),
    ).resolves.toEqual({ success: true });

    expect(sent[0]?.url.pathname).toBe('/admin/sys/phoneLogin');
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ mobile: '13867125566', captcha: '627491' });
    expect(storage.get('Access-Token')).toBe('token-1');
    expect(storage.get('Access-Refresh-Token')).toBe('refresh-1');
    expect(storage.get('Login_Username')).toBe('wangqiang');
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toEqual({ sex: [{ value: '1', text: '男' }] });
  });

  it('phone login fails on the wrong-code reply (success true, code 0)', async () => {
    const { auth, storage } = setup(() =>
      json({ success: true, message: '手机验证码错误', code: 0, result: null, timestamp: 1 }),
    );
    await expect(auth.login({ kind: 'phone', mobile: '1', captcha: '2' })).resolves.toEqual({
      success: false,
      error: { name: '登录失败', message: '手机验证码错误' },
    });
    expect(storage.get('Access-Token')).toBeUndefined();
  });

  it('a session obtained elsewhere (third-party, CAS) is stored without a call', async () => {
    const { auth, sent, storage } = setup();

    await expect(auth.login({ kind: 'token', result: session() })).resolves.toEqual({
      success: true,
    });

    expect(sent).toHaveLength(0);
    expect(storage.get('Access-Token')).toBe('token-1');
    expect(storage.get('Login_Userinfo')).toMatchObject({ realname: '王强' });
  });

  it('stores a single tenant without asking', async () => {
    const { auth, storage } = setup(() => json(sysOk(session({ tenantList: [TENANTS[0]!] }))));
    await expect(auth.login({ username: 'a', password: 'b' })).resolves.toEqual({ success: true });
    expect(storage.get('TENANT_ID')).toBe('1');
  });

  it('returns the choices the user still has to make', async () => {
    const { auth, storage } = setup(() =>
      json(sysOk(session({ tenantList: TENANTS, multi_depart: 2, departs: DEPARTS }))),
    );

    await expect(auth.login({ username: 'a', password: 'b' })).resolves.toEqual({
      success: true,
      choices: {
        tenants: [
          { value: '1', label: '恒通支付总部' },
          { value: '2', label: '恒通支付华东分公司' },
        ],
        departs: [
          { value: 'A01A04', label: '技术部' },
          { value: 'A01A05', label: '风控合规部' },
        ],
        groups: [],
      },
    });
    expect(storage.get('TENANT_ID')).toBeUndefined();
  });

  it('getPermissions returns the stored button list', async () => {
    const { auth, storage } = setup();
    await expect(auth.getPermissions?.()).resolves.toEqual([]);
    storage.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'user:add', type: '1' }]);
    await expect(auth.getPermissions?.()).resolves.toEqual([{ action: 'user:add', type: '1' }]);
  });
});

describe('postLoginChoices', () => {
  it.each([
    ['nothing to pick', session(), undefined, { tenants: 0, departs: 0, groups: 0 }],
    [
      'one tenant',
      session({ tenantList: [TENANTS[0]!] }),
      undefined,
      { tenants: 0, departs: 0, groups: 0 },
    ],
    [
      'two tenants',
      session({ tenantList: TENANTS }),
      undefined,
      { tenants: 2, departs: 0, groups: 0 },
    ],
    [
      'multi_depart 1',
      session({ multi_depart: 1, departs: DEPARTS }),
      undefined,
      { tenants: 0, departs: 0, groups: 0 },
    ],
    [
      'multi_depart 2',
      session({ multi_depart: 2, departs: DEPARTS }),
      undefined,
      { tenants: 0, departs: 2, groups: 0 },
    ],
    [
      'one group',
      session(),
      { sys: { id: 's', listGroup: [GROUPS[0]] } },
      { tenants: 0, departs: 0, groups: 0 },
    ],
    [
      'two groups',
      session(),
      { sys: { id: 's', listGroup: GROUPS } },
      { tenants: 0, departs: 0, groups: 2 },
    ],
  ])('%s', (_case, reply, userInfo, counts) => {
    const choices = postLoginChoices(reply, userInfo);
    expect({
      tenants: choices.tenants.length,
      departs: choices.departs.length,
      groups: choices.groups.length,
    }).toEqual(counts);
  });
});

describe('post-login steps', () => {
  function steps() {
    const { storage } = createTestHttp({ reply: () => json(sysOk()) });
    const selectDepart = vi.fn(async () => ({ ok: true as const }));
    return { storage, selectDepart, steps: createPostLoginSteps({ selectDepart, storage }) };
  }

  it('chooseTenant stores the tenant id sent as tenant-id', () => {
    const { storage, steps: s } = steps();
    s.chooseTenant('2');
    expect(storage.get('TENANT_ID')).toBe('2');
  });

  it('chooseDepart sends orgCode and the signed-in username', async () => {
    const { storage, selectDepart, steps: s } = steps();
    storage.set('Login_Userinfo', { username: 'wangqiang' });
    await expect(s.chooseDepart('A01A05')).resolves.toEqual({ ok: true });
    expect(selectDepart).toHaveBeenCalledWith({ orgCode: 'A01A05', username: 'wangqiang' });
  });

  it('chooseGroup makes the chosen group current in the stored user', () => {
    const { storage, steps: s } = steps();
    storage.set('Login_Userinfo', {
      username: 'liuyang',
      sys: { id: 's', group: GROUPS[0], listGroup: GROUPS },
    });
    s.chooseGroup('GRP2003');
    expect(storage.get('Login_Userinfo')?.sys).toMatchObject({ group: { id: 'GRP2003' } });
  });
});
