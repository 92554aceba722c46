// The sign-in pages beyond the password (spec 2.1, 7.2; issue 34 item 5): image captcha,
// registration, password reset, mobile change and verification, third-party and CAS sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const sendCode = (type: string, mobile: string, token?: string) =>
  call(backend, 'POST', '/cap/sys/v1/SystemSmsCaptchaInquiry', {
    body: { type, mobile },
    ...(token ? { token } : {}),
  });
/** Moves past the 60-second resend gap, so each test may send its own codes. */
const later = () => {
  clock += 61_000;
};

describe('image captcha', () => {
  const captchaLogin = (captcha: string | undefined, checkKey: string) =>
    call(backend, 'POST', '/sys/login', {
      body: { username: encrypt('admin'), password: encrypt('Admin@123456'), captcha, checkKey },
    });
  const captchaOf = async (key: string) =>
    (
      await backend.db.query<{ text: string }>(
        'SELECT text FROM demo_captcha WHERE check_key = $1',
        [key],
      )
    ).rows[0]!.text;

  it('answers a PNG of the captcha that the sign-in then checks', async () => {
    const image = await call(backend, 'GET', '/sys/randomImage/1773797395000');
    expect(image.json).toMatchObject({ success: true, code: 0 });
    const png = Buffer.from(image.json.result.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const text = await captchaOf('1773797395000');
    const reply = await captchaLogin(text.toLowerCase(), '1773797395000');
    expect(reply.json).toMatchObject({ success: true, code: 200 });
  });

  it('refuses a wrong captcha with code 412 and a key without captcha as 验证码无效', async () => {
    await call(backend, 'GET', '/sys/randomImage/k2');
    expect((await captchaLogin('ZZZZ', 'k2')).json).toMatchObject({
      success: false,
      code: 412,
      message: '验证码错误',
    });
    expect((await captchaLogin(undefined, 'k2')).json.message).toBe('验证码无效');
  });

  it('uses a captcha once and lets it expire after 60 seconds', async () => {
    await call(backend, 'GET', '/sys/randomImage/k3');
    const text = await captchaOf('k3');
    clock += 61_000;
    expect((await captchaLogin(text, 'k3')).json.code).toBe(412);
  });
});

describe('registration', () => {
  it('registers with an SMS code; the new account signs in and gets the basic menu', async () => {
    later();
    await sendCode('register', '13905718866');
    const reply = await call(backend, 'POST', '/sys/user/register', {
      body: {
        username: 'chenxiaoyu',
        password: 'Cxy@2026reg',
        phone: '13905718866',
        smscode: '123456',
      },
    });
    expect(reply.json).toMatchObject({ success: true, message: '注册成功' });
    const { token } = await tokenOf(backend, 'chenxiaoyu', 'Cxy@2026reg');
    const menu = await call(backend, 'GET', '/cap/auth/v1/UserResourceListInquiry', { token });
    const titles = menu.json.body.resourceJson.menu.map(
      (m: { meta: { title: string } }) => m.meta.title,
    );
    expect(titles).toEqual(['首页', '个人中心', '我的消息']);
  });

  it('refuses a taken user name, a registered mobile and a wrong code', async () => {
    const register = (username: string, phone: string, smscode: string) =>
      call(backend, 'POST', '/sys/user/register', {
        body: { username, password: 'Abc@12345', phone, smscode },
      });
    expect((await register('admin', '13905718867', '123456')).json.message).toBe('用户名已注册');
    expect((await register('someone', '13800138000', '123456')).json.message).toBe(
      '该手机号已注册',
    );
    expect((await sendCode('register', '13800138000')).json.status.errorMsg).toBe('该手机号已注册');
    later();
    await sendCode('register', '13905718867');
    expect((await register('someone', '13905718867', '111111')).json.message).toBe(
      '手机验证码错误',
    );
  });
});

describe('forgotten password (/user/loginPwdReset)', () => {
  it('verifies the mobile, resets the password, and only the new one signs in', async () => {
    later();
    await sendCode('loginPwdReset', '13800138003');
    const verified = await call(backend, 'POST', '/sys/user/phoneVerification', {
      body: { phone: '13800138003', smscode: '123456' },
    });
    expect(verified.json).toMatchObject({
      success: true,
      code: 0,
      result: { username: 'supervisor', smscode: '123456' },
    });
    const query = new URLSearchParams({
      username: 'supervisor',
      password: 'Super@654321',
      smscode: '123456',
      phone: '13800138003',
    });
    const reset = await call(backend, 'GET', `/sys/user/passwordChange?${query}`);
    expect(reset.json).toMatchObject({ success: true, code: 0, message: '密码重置完成！' });
    expect((await login(backend, 'supervisor', 'Super@123456')).json.success).toBe(false);
    expect((await login(backend, 'supervisor', 'Super@654321')).json.success).toBe(true);
    // The code proved the reset and is used up.
    expect((await call(backend, 'GET', `/sys/user/passwordChange?${query}`)).json.message).toBe(
      '短信验证码不匹配！',
    );
  });

  it('refuses a user name that does not go with the mobile', async () => {
    const query = new URLSearchParams({
      username: 'admin',
      password: 'Admin@999999',
      smscode: '123456',
      phone: '13800138003',
    });
    expect((await call(backend, 'GET', `/sys/user/passwordChange?${query}`)).json).toMatchObject({
      success: false,
      code: 0,
      message: '重置密码失败！',
    });
  });
});

describe('mobile change (/user/alteration) and verification', () => {
  it('binds a new mobile to the signed-in account', async () => {
    later();
    const { token } = await tokenOf(backend, 'checker', 'Checker@123456');
    await sendCode('alteration', '13912345678');
    const reply = await call(backend, 'PUT', '/sys/user/updateMobile', {
      token,
      body: { phone: '13912345678', smscode: '123456' },
    });
    expect(reply.json).toMatchObject({ success: true, message: '手机号设置成功!' });
    const signedIn = await login(backend, 'checker', 'Checker@123456');
    expect(signedIn.json.result.userInfo.phone).toBe('13912345678');
  });

  it("refuses another account's mobile", async () => {
    const { token } = await tokenOf(backend, 'merchant', 'Merchant@123456');
    const reply = await call(backend, 'PUT', '/sys/user/updateMobile', {
      token,
      body: { phone: '13800138000', smscode: '123456' },
    });
    expect(reply.json.message).toBe('该手机号已存在！');
  });

  it('verifies a user by SMS code once', async () => {
    later();
    await sendCode('verification', '13800138000');
    const verify = () =>
      call(backend, 'POST', '/sys/user/identityVerification', {
        body: { type: 'sms', phone: '13800138000', code: '123456' },
      });
    expect((await verify()).json).toMatchObject({
      success: true,
      message: '验证成功',
      result: true,
    });
    expect((await verify()).json.message).toBe('验证码错误或已过期');
  });

  it('refuses Google verification for an account without an authenticator', async () => {
    const reply = await call(backend, 'POST', '/sys/user/identityVerification', {
      body: { type: 'google', username: 'merchant', code: '123456' },
    });
    expect(reply.json.message).toBe('该账号未绑定谷歌验证器');
  });
});

describe('third-party and CAS sign-in', () => {
  it("exchanges the callback's session token for its user, and refuses an unknown one", async () => {
    const { token } = await tokenOf(backend, 'admin', 'Admin@123456');
    const reply = await call(
      backend,
      'GET',
      `/sys/thirdLogin/getLoginUser/${token}/wechat_enterprise`,
    );
    expect(reply.json).toMatchObject({ success: true, result: { token } });
    expect(reply.json.result.userInfo.username).toBe('admin');
    const unknown = await call(backend, 'GET', '/sys/thirdLogin/getLoginUser/nope/github');
    expect(unknown.json.message).toBe('该第三方账号未绑定系统用户');
  });

  it('accepts a CAS ticket once, for its service', async () => {
    await backend.db.query(
      `INSERT INTO demo_cas_ticket (ticket, user_id, service, expires_at)
       SELECT 'ST-1-demo', id, 'https://console.example.com/', $1 FROM sys_user WHERE username = 'checker'`,
      [new Date(clock + 60_000)],
    );
    const validate = (service: string) =>
      call(
        backend,
        'GET',
        `/sys/cas/client/validateLogin?ticket=ST-1-demo&service=${encodeURIComponent(service)}`,
      );
    expect((await validate('https://other.example.com/')).json.message).toBe(
      '验证失败，CAS票据无效',
    );
    const reply = await validate('https://console.example.com/');
    expect(reply.json).toMatchObject({ success: true, message: '登录成功' });
    expect(reply.json.result.userInfo.username).toBe('checker');
    expect((await validate('https://console.example.com/')).json.success).toBe(false);
    const missing = await call(backend, 'GET', '/sys/cas/client/validateLogin?ticket=x');
    expect(missing.json.message).toContain("'service'");
  });
});
