// SMS codes and the sign-ins they prove (issue 34 item 5; spec 4, 7.2, 9: valid 5 minutes, resend
// after 60 seconds, both enforced by the server; the demo's code is always 123456).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, startBackend, type DemoBackend } from './support';

let backend: DemoBackend;
let clock = Date.now();

beforeAll(async () => {
  backend = await startBackend(() => new Date(clock));
});
afterAll(() => backend.close());

const ADMIN_MOBILE = '13800138000';
const sendCode = (type: string, mobile: string, token?: string) =>
  call(backend, 'POST', '/cap/sys/v1/SystemSmsCaptchaInquiry', {
    body: { type, mobile },
    ...(token ? { token } : {}),
  });
const phoneLogin = (mobile: string, captcha: string) =>
  call(backend, 'POST', '/sys/phoneLogin', { body: { mobile, captcha, remember_me: true } });

describe('sending a code', () => {
  it('answers 验证码已发送 and says in the backend log that the code is 123456', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const reply = await sendCode('login', ADMIN_MOBILE);
    expect(reply.json.status).toMatchObject({ success: true, replyText: '验证码已发送' });
    expect(log.mock.calls.flat().join(' ')).toMatch(/\[demo-backend\].*123456.*13800138000/);
    log.mockRestore();
  });

  it('refuses a second code for the same number and scene within 60 seconds', async () => {
    clock += 30_000;
    const again = await sendCode('login', ADMIN_MOBILE);
    expect(again.json.status).toMatchObject({
      success: false,
      replyCode: 'E0005',
      errorMsg: '验证码发送过于频繁，请60秒后再试',
    });
    clock += 31_000;
    expect((await sendCode('login', ADMIN_MOBILE)).json.status.success).toBe(true);
  });

  it('refuses a login code for a number no account has', async () => {
    const reply = await sendCode('login', '13999999999');
    expect(reply.json.status).toMatchObject({ success: false, errorMsg: '该手机号未绑定任何账号' });
  });
});

describe('phone sign-in', () => {
  it('signs in with a live code once; the same code is then used up', async () => {
    clock += 61_000;
    await sendCode('login', '13800138001');
    const reply = await phoneLogin('13800138001', '123456');
    expect(reply.json).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(reply.json.result.userInfo.username).toBe('checker');
    const menu = await call(backend, 'GET', '/cap/auth/v1/UserResourceListInquiry', {
      token: reply.json.result.token,
    });
    expect(menu.json.status.success).toBe(true);
    expect(await phoneLogin('13800138001', '123456')).toMatchObject({
      json: { success: true, code: 0, message: '手机验证码错误', result: null },
    });
  });

  it('refuses a code older than 5 minutes and a wrong code (success true, code 0)', async () => {
    clock += 61_000;
    await sendCode('login', '13800138002');
    expect((await phoneLogin('13800138002', '654321')).json).toMatchObject({
      code: 0,
      message: '手机验证码错误',
    });
    clock += 5 * 60_000 + 1_000;
    expect((await phoneLogin('13800138002', '123456')).json.code).toBe(0);
  });

  it('answers an unknown mobile as JeecgBoot does', async () => {
    expect((await phoneLogin('13912345670', '123456')).json).toMatchObject({
      success: false,
      message: '该用户不存在，请注册',
    });
  });
});
