// 个人中心, the header's passwords and 数据解密 against the demo backend (spec 2.6, 2.7, 5.2,
// 7.2, 8.4; issue 34 item 5), with the login page's look-ups and the department switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saltedHashMatches } from '../../scripts/demo-backend/routes/auth/accounts';
import { totp } from '../../scripts/demo-backend/routes/auth/totp';
import { DEFAULT_CONFIG } from '../../scripts/demo-backend/server';
import { encryptCredential } from '../../src/lib/crypto';
import { call, login, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let clock = Date.now();

beforeAll(async () => {
  backend = await startBackend(() => new Date(clock));
});
afterAll(() => backend.close());

const encrypt = (text: string) => encryptCredential(text, DEFAULT_CONFIG.loginAesKey);
const cap = (path: string, token: string | undefined, body: object = {}) =>
  call(backend, 'POST', path, { ...(token ? { token } : {}), body });
const sendCode = (token: string | undefined, type: string, mobile: string) => {
  clock += 61_000;
  return cap('/cap/sys/v1/SystemSmsCaptchaInquiry', token, { type, mobile });
};

describe('login page look-ups', () => {
  it('answers the tenant and system of a host, and nothing for an unknown host', async () => {
    const tenant = await cap('/cap/auth/v1/TenantInquiry', undefined, { url: 'localhost' });
    expect(tenant.json.body.tenantId).toBe('1');
    expect(JSON.parse(tenant.json.body.tenantInfo)).toMatchObject({ cfgOpPwd: 'true' });
    const system = await cap('/cap/auth/v1/SystemInquiry', undefined, {
      url: 'mch.huilianpay.com',
      port: '443',
    });
    expect(system.json.body.sysName).toBe('汇联商户服务平台');
    expect(JSON.parse(system.json.body.sysInfo)).toMatchObject({ cfgPayPwd: 'true' });
    const unknown = await cap('/cap/auth/v1/TenantInquiry', undefined, { url: 'nowhere.example' });
    expect(unknown.json).toMatchObject({ status: { success: true }, body: null });
  });
});

describe('profile and bindings', () => {
  it('saves the base settings and answers them at the next inquiry', async () => {
    const { token } = await tokenOf(backend, 'admin', 'Admin@123456');
    const saved = await cap('/cap/auth/v1/UserProfileUpdating', token, {
      realname: '王运营',
      sex: '2',
      telephone: '0571-88887001',
      introduction: '负责商户进件审核。',
    });
    expect(saved.json.status.replyText).toBe('保存成功');
    const profile = (await cap('/cap/auth/v1/UserProfileInquiry', token)).json.body;
    expect(profile).toMatchObject({
      username: 'admin',
      realname: '王运营',
      sex: '2',
      introduction: '负责商户进件审核。',
      mobileMasked: '138****8000',
      emailMasked: 'adm***@hengtongpay.com',
    });
    const bad = await cap('/cap/auth/v1/UserProfileUpdating', token, { realname: ' ' });
    expect(bad.json.status).toMatchObject({ success: false, errorMsg: '姓名不能为空' });
  });

  it('changes the bound mobile in two SMS-proved steps', async () => {
    const { token } = await tokenOf(backend, 'merchant', 'Merchant@123456');
    await sendCode(token, 'mobileOld', '138****8002');
    const step1 = await cap('/cap/auth/v1/UserBindingMobileVerify', token, { captcha: '123456' });
    const { alterToken } = step1.json.body;
    await sendCode(token, 'mobileNew', '13906521234');
    const taken = await cap('/cap/auth/v1/UserBindingMobileModify', token, {
      alterToken,
      mobile: '13800138000',
      captcha: '123456',
    });
    expect(taken.json.status.errorMsg).toBe('该手机号已绑定其他账号');
    const step2 = await cap('/cap/auth/v1/UserBindingMobileModify', token, {
      alterToken,
      mobile: '13906521234',
      captcha: '123456',
    });
    expect(step2.json.body.mobileMasked).toBe('139****1234');
    const again = await cap('/cap/auth/v1/UserBindingMobileModify', token, {
      alterToken,
      mobile: '13906521235',
      captcha: '123456',
    });
    expect(again.json.status.errorMsg).toBe('原手机号验证已过期，请重新验证');
  });

  it("binds an email, refusing another user's", async () => {
    const { token } = await tokenOf(backend, 'checker', 'Checker@123456');
    const taken = await cap('/cap/auth/v1/UserBindingEmailModify', token, {
      email: 'admin@hengtongpay.com',
    });
    expect(taken.json.status.errorMsg).toBe('该邮箱已绑定其他账号');
    const bound = await cap('/cap/auth/v1/UserBindingEmailModify', token, {
      email: 'ops.wang@hengtongpay.com',
    });
    expect(bound.json.body.emailMasked).toBe('ops***@hengtongpay.com');
  });

  it('keeps notice preferences, with at least one channel for 安全提醒', async () => {
    const { token } = await tokenOf(backend, 'checker', 'Checker@123456');
    const prefs = [
      { kind: '01', inApp: true, sms: false, email: false },
      { kind: '02', inApp: false, sms: false, email: false },
      { kind: '03', inApp: true, sms: false, email: true },
      { kind: '04', inApp: false, sms: true, email: false },
    ];
    await cap('/cap/auth/v1/UserNotifyPrefModify', token, { prefs });
    expect((await cap('/cap/auth/v1/UserNotifyPrefInquiry', token)).json.body.prefs).toEqual(prefs);
    const none = prefs.map((p) => (p.kind === '04' ? { ...p, sms: false } : p));
    const refused = await cap('/cap/auth/v1/UserNotifyPrefModify', token, { prefs: none });
    expect(refused.json.status.errorMsg).toBe('安全提醒至少保留一种接收方式');
  });
});

describe('Google authenticator (RFC 6238)', () => {
  it('computes the RFC 6238 SHA-1 test vectors', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
    expect(totp(secret, new Date(59_000))).toBe('287082');
    expect(totp(secret, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('binds with the code of the secret, then the security state and verification know it', async () => {
    const { token } = await tokenOf(backend, 'supervisor', 'Super@123456');
    const issued = (await cap('/cap/auth/v1/UserGoogleAuthInquiry', token)).json.body;
    expect(issued.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(issued.otpauthUrl).toContain(`secret=${issued.secret}`);
    const wrong = await cap('/cap/auth/v1/UserGoogleAuthBinding', token, {
      secret: issued.secret,
      code: totp(issued.secret, new Date(clock + 10 * 60_000)),
    });
    expect(wrong.json.status.errorMsg).toBe('动态验证码错误，请核对手机时间后重试');
    const bound = await cap('/cap/auth/v1/UserGoogleAuthBinding', token, {
      secret: issued.secret,
      code: totp(issued.secret, new Date(clock)),
    });
    expect(bound.json.body.googleAuthBound).toBe(true);
    expect((await cap('/cap/auth/v1/UserGoogleAuthInquiry', token)).json.status.errorMsg).toBe(
      '已绑定谷歌验证器，如需更换请先解绑',
    );
    const verified = await call(backend, 'POST', '/sys/user/identityVerification', {
      body: { type: 'google', username: 'supervisor', code: totp(issued.secret, new Date(clock)) },
    });
    expect(verified.json.message).toBe('验证成功');
  });

  it('refuses a secret older than 10 minutes', async () => {
    const { token } = await tokenOf(backend, 'checker', 'Checker@123456');
    const issued = (await cap('/cap/auth/v1/UserGoogleAuthInquiry', token)).json.body;
    clock += 11 * 60_000;
    const late = await cap('/cap/auth/v1/UserGoogleAuthBinding', token, {
      secret: issued.secret,
      code: totp(issued.secret, new Date(clock)),
    });
    expect(late.json.status.errorMsg).toBe('绑定密钥已过期，请重新获取二维码');
  });
});

describe('passwords', () => {
  it('changes the login password only with the right old one', async () => {
    const session = await tokenOf(backend, 'checker', 'Checker@123456');
    const { token } = session;
    const userId = (await login(backend, 'checker', 'Checker@123456')).json.result.userInfo.id;
    const change = (oldPassword: string, newPassword: string) =>
      cap('/cap/auth/v1/UserPasswordUpdating', token, {
        userId,
        pswOld: encrypt(oldPassword),
        pswNew: encrypt(newPassword),
      });
    expect((await change('Wrong@123456', 'Checker@654321')).json.status).toMatchObject({
      success: false,
      replyCode: 'E1001',
      errorMsg: '原登录密码错误',
    });
    expect((await change('Checker@123456', 'short')).json.status.success).toBe(false);
    expect((await change('Checker@123456', 'Checker@654321')).json.status.replyText).toBe(
      '密码修改成功',
    );
    expect((await login(backend, 'checker', 'Checker@654321')).json.success).toBe(true);
    const security = (await cap('/cap/auth/v1/UserSecurityInquiry', token)).json.body;
    expect(security).toMatchObject({ pwdStrength: '3', opPwdSet: true, payPwdSet: false });
  });

  it("changes the merchant's payment password, counting wrong old ones", async () => {
    const { token } = await tokenOf(backend, 'merchant', 'Merchant@123456');
    const modify = (oldPassword: string) =>
      cap('/cap/cus/v2/AcctPayPwdModify', token, {
        cusCode: 'C202611000123',
        payPwdOld: encrypt(oldPassword),
        payPwd: encrypt('Pay@2026new'),
      });
    expect((await modify('Wrong@1234')).json.status.errorMsg).toBe('原支付密码错误，还可尝试4次');
    expect((await modify('Op@123456')).json.status.replyText).toBe('修改成功');
    expect((await modify('Op@123456')).json.status.errorMsg).toBe('原支付密码错误，还可尝试4次');
    expect((await cap('/cap/auth/v1/UserSecurityInquiry', token)).json.body.payPwdSet).toBe(true);
  });

  it('sets the operation password with the SMS code to the own mobile', async () => {
    const { token } = await tokenOf(backend, 'admin', 'Admin@123456');
    const set = () =>
      cap('/cap/cus/v2/CusSetOpPwd', token, { opPsw: encrypt('Op@2026new'), captcha: '123456' });
    expect((await set()).json.status.errorMsg).toBe('短信验证码错误或已过期');
    await sendCode(token, 'opPwd', '13800138000');
    expect((await set()).json.status.replyText).toBe('设置成功');
    const stored = await backend.db.query<{ op_password_hash: string }>(
      "SELECT op_password_hash FROM sys_user WHERE username = 'admin'",
    );
    expect(await saltedHashMatches('Op@2026new', stored.rows[0]!.op_password_hash)).toBe(true);
  });
});

describe('数据解密', () => {
  it('unmasks the user list for the new session only, once', async () => {
    const { token } = await tokenOf(backend, 'admin', 'Admin@123456');
    const mobileOf = async (accessToken: string) =>
      (await cap('/cap/auth/v1/UserInquiry', accessToken, { userName: 'supervisor' })).json.body
        .listData[0].mobile;
    expect(await mobileOf(token)).toBe('138****8003');
    await sendCode(token, 'dataDecrypt', '13800138000');
    const decrypted = await cap('/cap/auth/v1/UserDataDecryption', token, {
      type: 'dataDecrypt',
      mobile: '13800138000',
      captcha: '123456',
    });
    expect(decrypted.json.status.replyText).toBe('解密成功');
    const { accessToken } = decrypted.json.body;
    expect(await mobileOf(accessToken)).toBe('13800138003');
    const again = await cap('/cap/auth/v1/UserDataDecryption', accessToken, {
      type: 'dataDecrypt',
      mobile: '13800138000',
      captcha: '123456',
    });
    expect(again.json.status.errorMsg).toContain('已解密');
    // The old, undecrypted session ended with the exchange.
    expect((await cap('/cap/auth/v1/UserProfileInquiry', token)).json.status.errorMsg).toBe(
      'Access token has expired',
    );
  });
});

describe('department switch (spec 2.6 部门切换)', () => {
  it('switches the current department server-side: the next calls answer it', async () => {
    await backend.db.query(
      `INSERT INTO sys_user_depart (user_id, depart_id)
       SELECT u.id, d.id FROM sys_user u, sys_depart d WHERE u.username = 'admin' AND d.org_code = 'A01A04'`,
    );
    const { token } = await tokenOf(backend, 'admin', 'Admin@123456');
    const before = (await call(backend, 'GET', '/sys/user/getCurrentUserDeparts', { token })).json;
    expect(before).toMatchObject({ success: true, code: 0, result: { orgCode: 'A01' } });
    expect(before.result.list.map((d: { orgCode: string }) => d.orgCode)).toEqual([
      'A01',
      'A01A04',
    ]);
    const switched = await call(backend, 'PUT', '/sys/selectDepart', {
      token,
      body: { orgCode: 'A01A04', username: 'admin' },
    });
    expect(switched.json.result.userInfo).toMatchObject({
      orgCode: 'A01A04',
      orgCodeTxt: '技术部',
    });
    const after = (await call(backend, 'GET', '/sys/user/getCurrentUserDeparts', { token })).json;
    expect(after.result.orgCode).toBe('A01A04');
    const next = await login(backend, 'admin', 'Admin@123456');
    expect(next.json.result).toMatchObject({ multi_depart: 2, userInfo: { orgCode: 'A01A04' } });
  });

  it("refuses a department the user is not in, and another user's switch", async () => {
    const { token } = await tokenOf(backend, 'checker', 'Checker@654321');
    const notMine = await call(backend, 'PUT', '/sys/selectDepart', {
      token,
      body: { orgCode: 'A01A04' },
    });
    expect(notMine.json.success).toBe(false);
    const other = await call(backend, 'PUT', '/sys/selectDepart', {
      token,
      body: { orgCode: 'A01', username: 'admin' },
    });
    expect(other.json.success).toBe(false);
  });
});
