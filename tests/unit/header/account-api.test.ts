import { describe, expect, it } from 'vitest';
import { createAccountApi } from '../../../providers/account-api';
import { decryptCredential } from '../../../src/lib/crypto';
import { capOk, createTestHttp, json, NOW, sysOk, type SentRequest } from '../http/support';

const AES_KEY = '1234567890adbcde';
const OLD = 'Old-Plain-1!';
const NEW = 'New-Plain-2!';

function setup(reply: (request: SentRequest) => Response = () => json(capOk(null))) {
  const test = createTestHttp({ reply });
  const api = createAccountApi({ http: test.http, storage: test.storage, loginAesKey: AES_KEY });
  return { ...test, api };
}

const capFailure = (replyText: string, errorMsg: string | null) => ({
  status: { success: false, replyCode: 'E0001', replyText, errorMsg },
  body: null,
});

const bodyOf = (sent: SentRequest[]) => JSON.parse(sent[0]?.body ?? '{}') as Record<string, string>;

const stored = (local: { getItem(key: string): string | null }, key: string) =>
  JSON.parse(local.getItem(`pro__${key}`) ?? 'null') as { value: unknown; expire: number | null };

describe('password calls (spec 7.2): paths and encrypted bodies', () => {
  it.each([
    {
      name: 'login password',
      path: '/admin/cap/auth/v1/UserPasswordUpdating',
      call: (api: ReturnType<typeof setup>['api']) =>
        api.updateLoginPassword({ userId: 'u1', oldPassword: OLD, newPassword: NEW }),
      plain: { userId: 'u1' },
      encrypted: { pswOld: OLD, pswNew: NEW },
    },
    {
      name: 'payment password',
      path: '/admin/cap/cus/v2/AcctPayPwdModify',
      call: (api: ReturnType<typeof setup>['api']) =>
        api.modifyPayPassword({ cusCode: 'C001', oldPassword: OLD, newPassword: NEW }),
      plain: { cusCode: 'C001' },
      encrypted: { payPwdOld: OLD, payPwd: NEW },
    },
    {
      name: 'operation password',
      path: '/admin/cap/cus/v2/CusSetOpPwd',
      call: (api: ReturnType<typeof setup>['api']) =>
        api.setOperationPassword({ password: NEW, captcha: '486731' }),
      plain: { captcha: '486731' },
      encrypted: { opPsw: NEW },
    },
  ])('$name', async ({ path, call, plain, encrypted }) => {
    const { api, sent } = setup();

    expect(await call(api)).toEqual({ ok: true });

    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe(path);
    expect(sent[0]?.body).not.toContain(OLD);
    expect(sent[0]?.body).not.toContain(NEW);
    const body = bodyOf(sent);
    expect(body).toMatchObject(plain);
    expect(body).toHaveProperty('context');
    for (const [field, clear] of Object.entries(encrypted)) {
      expect(decryptCredential(body[field] ?? '', AES_KEY)).toBe(clear);
    }
  });

  it.each<[string, unknown, string]>([
    ['replyText and errorMsg', capFailure('修改失败', '原登录密码错误'), '修改失败:原登录密码错误'],
    ['no text at all', capFailure('', null), ''],
  ])('reports a business failure with %s', async (_name, reply, message) => {
    const { api } = setup(() => json(reply));
    expect(
      await api.updateLoginPassword({ userId: 'u1', oldPassword: OLD, newPassword: NEW }),
    ).toEqual({ ok: false, message, presented: false });
  });

  it('marks an HTTP failure as already shown', async () => {
    const { api, shown } = setup(() => json({ message: '服务器内部错误' }, 500));
    expect(await api.setOperationPassword({ password: NEW, captcha: '1' })).toEqual({
      ok: false,
      message: '服务器内部错误',
      presented: true,
    });
    expect(shown).toEqual(['notification:服务器内部错误']);
  });
});

describe('sendSmsCaptcha', () => {
  it('sends the mobile and scene', async () => {
    const { api, sent } = setup();
    expect(await api.sendSmsCaptcha({ mobile: '13800138000', scene: 'opPwd' })).toEqual({
      ok: true,
    });
    expect(sent[0]?.url.pathname).toBe('/admin/cap/sys/v1/SystemSmsCaptchaInquiry');
    expect(bodyOf(sent)).toMatchObject({ mobile: '13800138000', type: 'opPwd' });
  });

  it.each<[string, unknown, string]>([
    ['errorMsg only (spec 8.4)', capFailure('获取验证码失败', '发送过于频繁'), '发送过于频繁'],
    ['nothing when errorMsg is empty', capFailure('获取验证码失败', null), ''],
  ])('reports %s', async (_name, reply, message) => {
    const { api } = setup(() => json(reply));
    expect(await api.sendSmsCaptcha({ mobile: '13800138000', scene: 'dataDecrypt' })).toEqual({
      ok: false,
      message,
      presented: false,
    });
  });
});

describe('decryptData', () => {
  it('stores the new tokens for 1 hour and 24 hours', async () => {
    const { api, sent, local } = setup(() =>
      json(capOk({ accessToken: 'dec-access', refreshToken: 'dec-refresh' })),
    );

    expect(await api.decryptData({ mobile: '13800138000', captcha: '486731' })).toEqual({
      ok: true,
    });

    expect(sent[0]?.url.pathname).toBe('/admin/cap/auth/v1/UserDataDecryption');
    expect(bodyOf(sent)).toMatchObject({ mobile: '13800138000', captcha: '486731' });
    expect(stored(local, 'Access-Token')).toEqual({ value: 'dec-access', expire: NOW + 3_600_000 });
    expect(stored(local, 'Access-Refresh-Token')).toEqual({
      value: 'dec-refresh',
      expire: NOW + 86_400_000,
    });
  });

  it.each<[string, unknown, unknown]>([
    [
      'already decrypted',
      capFailure('数据已解密', '当前会话数据已解密，请刷新页面'),
      { ok: false, alreadyDecrypted: true, message: '当前会话数据已解密，请刷新页面' },
    ],
    [
      'wrong captcha',
      capFailure('交易失败', '短信验证码错误或已过期'),
      { ok: false, message: '交易失败:短信验证码错误或已过期', presented: false },
    ],
    ['success without tokens', capOk(null), { ok: false, message: '交易成功', presented: false }],
  ])('%s', async (_name, reply, outcome) => {
    const { api, local } = setup(() => json(reply));
    expect(await api.decryptData({ mobile: '13800138000', captcha: '1' })).toEqual(outcome);
    expect(local.getItem('pro__Access-Token')).toBeNull();
  });
});

describe('departments (jeecg-contracts §2.1)', () => {
  it('lists the departments with an org code and the current one', async () => {
    const { api, sent } = setup(() =>
      json(
        sysOk({
          list: [
            { id: 'd1', departName: '总部', orgCode: 'A01' },
            { id: 'd2', departName: '技术部', orgCode: 'A01A04' },
            { id: 'd3', departName: '无编码', orgCode: null },
          ],
          orgCode: 'A01',
        }),
      ),
    );

    expect(await api.getCurrentUserDeparts()).toEqual({
      ok: true,
      departs: [
        { id: 'd1', orgCode: 'A01', departName: '总部' },
        { id: 'd2', orgCode: 'A01A04', departName: '技术部' },
      ],
      currentOrgCode: 'A01',
    });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/admin/sys/user/getCurrentUserDeparts');
  });

  it('reports a failed list', async () => {
    const { api } = setup(() =>
      json({ success: false, message: '查询失败', code: 500, result: null }),
    );
    expect(await api.getCurrentUserDeparts()).toEqual({
      ok: false,
      message: '查询失败',
      presented: false,
    });
  });

  it('selects a department and merges the returned user for 7 days', async () => {
    const { api, sent, storage, local } = setup(() =>
      json(sysOk({ userInfo: { id: 'u1', username: 'admin', orgId: 'O4', orgCode: 'A01A04' } })),
    );
    storage.set('Login_Userinfo', { id: 'u1', username: 'admin', sys: { id: 's1' } });

    expect(await api.selectDepart({ orgCode: 'A01A04', username: 'admin' })).toEqual({ ok: true });

    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url.pathname).toBe('/admin/sys/selectDepart');
    expect(bodyOf(sent)).toEqual({ orgCode: 'A01A04', username: 'admin' });
    expect(stored(local, 'Login_Userinfo')).toEqual({
      // orgCode is not one of the stored user fields (spec 3): nothing reads it.
      value: { id: 'u1', username: 'admin', sys: { id: 's1' }, orgId: 'O4' },
      expire: NOW + 604_800_000,
    });
  });

  it('keeps the stored user when the switch fails', async () => {
    const { api, storage } = setup(() =>
      json({ success: false, message: '操作失败', code: 500, result: null }),
    );
    storage.set('Login_Userinfo', { id: 'u1' });
    expect(await api.selectDepart({ orgCode: 'X' })).toEqual({
      ok: false,
      message: '操作失败',
      presented: false,
    });
    expect(storage.get('Login_Userinfo')).toEqual({ id: 'u1' });
  });
});
