import { describe, expect, it } from 'vitest';
import { createSignInApi } from '../../../providers/sign-in-api';
import { decryptCredential } from '../../../src/lib/crypto';
import { capOk, createTestHttp, json, sysOk, type SentRequest } from '../http/support';

const AES_KEY = '1234567890adbcde';
const SESSION = { token: 'token-1', refreshToken: 'refresh-1', userInfo: { username: 'admin' } };
const sysFailure = (message: string) => ({
  success: false,
  message,
  code: 500,
  result: null,
  timestamp: 1,
});
const capFailure = (errorMsg: string | null, replyText = '交易失败') => ({
  status: { success: false, replyCode: 'E0001', replyText, errorMsg },
  body: null,
});

function setup(reply: (request: SentRequest) => Response) {
  const test = createTestHttp({ reply });
  return { ...test, api: createSignInApi({ http: test.http, loginAesKey: AES_KEY }) };
}

const bodyOf = (request: SentRequest | undefined): Record<string, unknown> =>
  JSON.parse(request?.body ?? '{}') as Record<string, unknown>;

describe('branding lookups (spec 7.2)', () => {
  it('TenantInquiry posts the host name in a service body', async () => {
    const { api, sent } = setup(() => json(capOk({ tenantId: '1001', tenantInfo: '{"a":1}' })));

    await expect(api.inquireTenant('console.example.com')).resolves.toEqual({
      tenantId: '1001',
      tenantInfo: '{"a":1}',
    });
    expect(sent[0]?.url.pathname).toBe('/admin/cap/auth/v1/TenantInquiry');
    expect(bodyOf(sent[0])).toMatchObject({
      url: 'console.example.com',
      page: { pageSize: 10, pageNum: 1 },
      context: { serviceUri: '/cap/auth/v1/TenantInquiry' },
    });
  });

  it('SystemInquiry posts url, port and entityId', async () => {
    const { api, sent } = setup(() => json(capOk({ sysName: '汇联', sysInfo: null })));

    await expect(
      api.inquireSystem({ url: 'console.example.com', port: '443', entityId: null }),
    ).resolves.toEqual({ sysName: '汇联', sysInfo: undefined });
    expect(sent[0]?.url.pathname).toBe('/admin/cap/auth/v1/SystemInquiry');
    expect(bodyOf(sent[0])).toMatchObject({
      url: 'console.example.com',
      port: '443',
      entityId: null,
    });
  });

  it.each([
    ['a failure', () => json(capFailure('参数校验不通过'))],
    ['an empty body', () => json(capOk(null))],
    ['a reply that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('gives nothing for %s', async (_case, reply) => {
    const { api } = setup(reply);
    await expect(api.inquireTenant('h')).resolves.toBeUndefined();
    await expect(
      api.inquireSystem({ url: 'h', port: '80', entityId: null }),
    ).resolves.toBeUndefined();
  });
});

describe('sign-in calls', () => {
  it('account login sends AES-encrypted credentials', async () => {
    const { api, sent } = setup(() => json(sysOk(SESSION, '登录成功')));

    const outcome = await api.accountLogin('admin', 'S3cret!pw');

    expect(outcome).toEqual({ ok: true, value: SESSION, message: '登录成功' });
    const body = bodyOf(sent[0]) as { username: string; password: string };
    expect(sent[0]?.url.pathname).toBe('/admin/sys/login');
    expect(decryptCredential(body.username, AES_KEY)).toBe('admin');
    expect(decryptCredential(body.password, AES_KEY)).toBe('S3cret!pw');
  });

  it('phone login posts mobile and captcha, and refuses the code-0 wrong-code reply', async () => {
    const wrongCode = {
      success: true,
      message: '手机验证码错误',
      code: 0,
      result: null,
      timestamp: 1,
    };
    const { api, sent } = setup(() => json(wrongCode));

    const outcome = await api.phoneLogin('13800138000', '627491');

    expect(sent[0]?.url.pathname).toBe('/admin/sys/phoneLogin');
    expect(bodyOf(sent[0])).toEqual({ mobile: '13800138000', captcha: '627491' });
    expect(outcome).toEqual({ ok: false, message: '手机验证码错误', presented: false });
  });

  it('third-party login exchanges the token in the path', async () => {
    const { api, sent } = setup(() => json(sysOk(SESSION)));

    await expect(api.thirdPartyLogin('tmp-token', 'wechat_enterprise')).resolves.toMatchObject({
      ok: true,
      value: SESSION,
    });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe(
      '/admin/sys/thirdLogin/getLoginUser/tmp-token/wechat_enterprise',
    );
  });

  it('CAS login forwards ticket and service', async () => {
    const { api, sent } = setup(() => json(sysFailure('验证失败，CAS票据无效')));

    const outcome = await api.casLogin('ST-1', 'https://console.example.com/user/cas-login');

    expect(sent[0]?.url.pathname).toBe('/admin/sys/cas/client/validateLogin');
    expect(sent[0]?.url.searchParams.get('ticket')).toBe('ST-1');
    expect(sent[0]?.url.searchParams.get('service')).toBe(
      'https://console.example.com/user/cas-login',
    );
    expect(outcome).toEqual({ ok: false, message: '验证失败，CAS票据无效', presented: false });
  });
});

describe('sendSmsCaptcha (spec 7.2, 8.4)', () => {
  it('posts type and mobile', async () => {
    const { api, sent } = setup(() => json(capOk(null)));

    await expect(api.sendSmsCaptcha('login', '13800138000')).resolves.toEqual({
      ok: true,
      value: undefined,
      message: '',
    });
    expect(sent[0]?.url.pathname).toBe('/admin/cap/sys/v1/SystemSmsCaptchaInquiry');
    expect(bodyOf(sent[0])).toMatchObject({ type: 'login', mobile: '13800138000' });
  });

  it.each([
    [
      'the server errorMsg alone',
      capFailure('验证码发送过于频繁，请60秒后再试', '获取验证码失败'),
      '验证码发送过于频繁，请60秒后再试',
    ],
    ['the fallback without errorMsg', capFailure(null, ''), '系统异常，获取验证码失败'],
  ])('shows %s', async (_case, reply, message) => {
    const { api } = setup(() => json(reply));
    await expect(api.sendSmsCaptcha('register', '13800138000')).resolves.toEqual({
      ok: false,
      message,
      presented: false,
    });
  });

  it('marks an HTTP failure as already presented', async () => {
    const { api, shown } = setup(() => new Response('down', { status: 502 }));
    const outcome = await api.sendSmsCaptcha('login', '13800138000');
    expect(outcome).toMatchObject({ ok: false, presented: true });
    expect(shown).toHaveLength(1);
  });
});

describe('account self-service calls (provisional contract)', () => {
  it('register sends the password as typed (JeecgBoot hashes what it receives) with phone and smscode', async () => {
    const { api, sent } = setup(() => json(sysOk('注册成功', '注册成功')));

    const outcome = await api.register({
      username: 'chenxiaoyu',
      password: 'Ht@2026cxy',
      mobile: '13905718866',
      captcha: '482913',
    });

    expect(outcome).toMatchObject({ ok: true, message: '注册成功' });
    expect(sent[0]?.url.pathname).toBe('/admin/sys/user/register');
    expect(bodyOf(sent[0])).toEqual({
      username: 'chenxiaoyu',
      password: 'Ht@2026cxy',
      phone: '13905718866',
      smscode: '482913',
    });
  });

  it('register reports the server message', async () => {
    const { api } = setup(() => json(sysFailure('用户名已注册')));
    await expect(
      api.register({ username: 'a', password: 'b', mobile: 'c', captcha: 'd' }),
    ).resolves.toEqual({ ok: false, message: '用户名已注册', presented: false });
  });

  it('verifyPhone returns the account and proof', async () => {
    const { api, sent } = setup(() => json(sysOk({ username: 'admin', smscode: '627491' })));
    await expect(api.verifyPhone('13800138000', '627491')).resolves.toMatchObject({
      ok: true,
      value: { username: 'admin', smscode: '627491' },
    });
    expect(sent[0]?.url.pathname).toBe('/admin/sys/user/phoneVerification');
    expect(bodyOf(sent[0])).toEqual({ phone: '13800138000', smscode: '627491' });
  });

  it('updateMobile sends only the new mobile and its code with PUT, under the session token', async () => {
    const { api, sent } = setup(() => json(sysOk('手机号设置成功!', '手机号设置成功!')));
    await expect(
      api.updateMobile({ mobile: '13912345678', captcha: '305718' }),
    ).resolves.toMatchObject({ ok: true, message: '手机号设置成功!' });
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url.pathname).toBe('/admin/sys/user/updateMobile');
    expect(bodyOf(sent[0])).toEqual({ phone: '13912345678', smscode: '305718' });
  });

  it.each([
    [
      { type: 'sms', mobile: '13800138000', code: '627491' } as const,
      { type: 'sms', phone: '13800138000', code: '627491' },
    ],
    [
      { type: 'google', username: 'admin', code: '093184' } as const,
      { type: 'google', username: 'admin', code: '093184' },
    ],
  ])('verifyIdentity sends %o as %o', async (check, body) => {
    const { api, sent } = setup(() => json(sysOk(true, '验证成功')));
    await expect(api.verifyIdentity(check)).resolves.toMatchObject({ ok: true });
    expect(sent[0]?.url.pathname).toBe('/admin/sys/user/identityVerification');
    expect(bodyOf(sent[0])).toEqual(body);
  });

  it('resetPassword asks phoneVerification for the account, then GETs passwordChange with username, password, smscode and phone', async () => {
    const { api, sent } = setup((request) =>
      request.url.pathname.endsWith('/phoneVerification')
        ? json({
            success: true,
            message: '',
            code: 0,
            result: { username: 'admin', smscode: '627491' },
            timestamp: 1,
          })
        : json({ success: true, message: '密码重置完成！', code: 0, result: null, timestamp: 1 }),
    );
    await expect(
      api.resetPassword({ mobile: '13800138000', captcha: '627491', password: 'N3w@pass' }),
    ).resolves.toMatchObject({ ok: true, message: '密码重置完成！' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/admin/sys/user/phoneVerification');
    expect(bodyOf(sent[0])).toEqual({ phone: '13800138000', smscode: '627491' });
    expect(sent[1]?.method).toBe('GET');
    expect(sent[1]?.url.pathname).toBe('/admin/sys/user/passwordChange');
    const query = sent[1]?.url.searchParams;
    expect(query?.get('username')).toBe('admin');
    expect(query?.get('password')).toBe('N3w@pass');
    expect(query?.get('smscode')).toBe('627491');
    expect(query?.get('phone')).toBe('13800138000');
  });

  it('resetPassword stops at a refused phone check and shows its message', async () => {
    const { api, sent } = setup(() =>
      json({ success: false, message: '手机验证码错误', code: 0, result: null, timestamp: 1 }),
    );
    await expect(
      api.resetPassword({ mobile: '13800138000', captcha: '000000', password: 'N3w@pass' }),
    ).resolves.toEqual({ ok: false, message: '手机验证码错误', presented: false });
    expect(sent).toHaveLength(1);
  });

  it('resetPassword shows the refusal of passwordChange (success false, code 0)', async () => {
    const { api } = setup((request) =>
      request.url.pathname.endsWith('/phoneVerification')
        ? json(sysOk({ username: 'admin', smscode: '627491' }))
        : json({
            success: false,
            message: '短信验证码不匹配！',
            code: 0,
            result: null,
            timestamp: 1,
          }),
    );
    await expect(
      api.resetPassword({ mobile: '13800138000', captcha: '627491', password: 'N3w@pass' }),
    ).resolves.toEqual({ ok: false, message: '短信验证码不匹配！', presented: false });
  });

  it.each([
    [sysOk(true), true],
    [{ success: false, message: '用户账号已存在', code: 0, result: null, timestamp: 1 }, false],
  ])('isUsernameFree reads checkOnlyUser', async (reply, free) => {
    const { api, sent } = setup(() => json(reply));
    await expect(api.isUsernameFree('zhengyu')).resolves.toBe(free);
    expect(sent[0]?.url.pathname).toBe('/admin/sys/user/checkOnlyUser');
    expect(sent[0]?.url.searchParams.get('username')).toBe('zhengyu');
  });
});

describe('forceLogout (POST /sys/online/forceLogout)', () => {
  it('posts the session token', async () => {
    const { api, sent } = setup(() => json(sysOk('退出登录成功！', '退出登录成功！')));

    await expect(api.forceLogout('eyJ.session')).resolves.toEqual({
      ok: true,
      value: undefined,
      message: '退出登录成功！',
    });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/admin/sys/online/forceLogout');
    expect(bodyOf(sent[0])).toEqual({ token: 'eyJ.session' });
  });

  it('reports the server message on failure', async () => {
    const { api } = setup(() => json(sysFailure('Token无效!')));
    await expect(api.forceLogout('x')).resolves.toEqual({
      ok: false,
      message: 'Token无效!',
      presented: false,
    });
  });
});
