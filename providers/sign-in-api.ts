/**
 * Every call of the sign-in family (spec 7.2 and the provisional /sys/user calls of the sign-in
 * pages): pages call these and get plain outcomes, never envelopes or URLs.
 */
import type { components as SysSchemas } from '../src/api/generated/sys';
import { encryptCredential } from '../src/lib/crypto';
import { LOGIN_FAILED, SMS_SEND_FAILED } from '../src/lib/messages';
import { QUIET_HEADERS, unwrapCap, unwrapSys, type Http, type Normalised } from './http';
import { failed, settle, type Failure } from './outcome';
import { sendSmsCode } from './sms-api';

type LoginResult = SysSchemas['schemas']['LoginResult'];

/** A reply of /sys/login, /sys/phoneLogin, third-party or CAS login (the CAS one is a subset). */
export type SignInSession = Pick<LoginResult, 'token'> & Partial<Omit<LoginResult, 'token'>>;

export type Outcome<T = undefined> = { ok: true; value: T; message: string } | Failure;

export interface TenantLookup {
  tenantId?: string;
  tenantInfo?: string;
}

export interface SystemLookup {
  sysName?: string;
  sysInfo?: string;
}

/** SMS scenes of the sign-in pages (provisional names, cap.yaml CapSmsCaptchaRequest.type). */
export type SmsScene = 'login' | 'register' | 'alteration' | 'verification' | 'loginPwdReset';

export interface SignInApiDeps {
  http: Pick<Http, 'sys' | 'cap' | 'serviceBody'>;
  loginAesKey: string;
}

function fromReply<T, V>(reply: Normalised<T>, value: (result: T) => V, fallback: string) {
  return reply.success
    ? ({ ok: true, value: value(reply.result), message: reply.message } as const)
    : failed(reply.message || fallback);
}

/** spec 7.2: a sign-in succeeded only with code 200 and a token (phoneLogin answers a wrong code with code 0). */
function sessionOutcome(
  reply: Normalised<SignInSession | null | undefined>,
): Outcome<SignInSession> {
  const session = reply.result;
  if (!reply.success || Number(reply.code) !== 200 || !session?.token) {
    return failed(reply.message || LOGIN_FAILED);
  }
  return { ok: true, value: session, message: reply.message };
}

const nonEmpty = (text: string | null | undefined): string | undefined => text || undefined;

export function createSignInApi({ http, loginAesKey }: SignInApiDeps) {
  const encrypt = (plain: string) => encryptCredential(plain, loginAesKey);
  const capBody = <Payload extends object>(path: string, payload: Payload) =>
    http.serviceBody(path, payload);

  return {
    /** spec 7.2 TenantInquiry; undefined when the lookup fails or returns nothing (spec 8.4). */
    async inquireTenant(url: string): Promise<TenantLookup | undefined> {
      const path = '/cap/auth/v1/TenantInquiry';
      // spec 8.4: failed lookups fall back to the defaults without a notice.
      const reply = unwrapCap(
        await http.cap.POST(path, { body: capBody(path, { url }), headers: QUIET_HEADERS }),
      );
      if (!reply.success || !reply.result) return undefined;
      return {
        tenantId: nonEmpty(reply.result.tenantId),
        tenantInfo: nonEmpty(reply.result.tenantInfo),
      };
    },

    /** spec 7.2 SystemInquiry; undefined when the lookup fails or returns nothing. */
    async inquireSystem(query: {
      url: string;
      port: string;
      entityId: string | null;
    }): Promise<SystemLookup | undefined> {
      const path = '/cap/auth/v1/SystemInquiry';
      const reply = unwrapCap(
        await http.cap.POST(path, { body: capBody(path, query), headers: QUIET_HEADERS }),
      );
      if (!reply.success || !reply.result) return undefined;
      return { sysName: nonEmpty(reply.result.sysName), sysInfo: nonEmpty(reply.result.sysInfo) };
    },

    /** Rejects only with what the HTTP layer rejects with; business failures resolve. */
    async accountLogin(username: string, password: string): Promise<Outcome<SignInSession>> {
      // spec 7.2: credentials travel AES-encrypted, never in plain text.
      const body = { username: encrypt(username), password: encrypt(password) };
      return sessionOutcome(unwrapSys(await http.sys.POST('/sys/login', { body })));
    },

    async phoneLogin(mobile: string, captcha: string): Promise<Outcome<SignInSession>> {
      const body = { mobile, captcha };
      return sessionOutcome(unwrapSys(await http.sys.POST('/sys/phoneLogin', { body })));
    },

    async thirdPartyLogin(token: string, thirdType: string): Promise<Outcome<SignInSession>> {
      const params = { path: { token, thirdType } };
      const path = '/sys/thirdLogin/getLoginUser/{token}/{thirdType}';
      return sessionOutcome(unwrapSys(await http.sys.GET(path, { params })));
    },

    async casLogin(ticket: string, service: string): Promise<Outcome<SignInSession>> {
      const params = { query: { ticket, service } };
      return sessionOutcome(
        unwrapSys(await http.sys.GET('/sys/cas/client/validateLogin', { params })),
      );
    },

    /** spec 8.4: failure shows the server errorMsg, or 系统异常，获取验证码失败. */
    sendSmsCaptcha(type: SmsScene, mobile: string): Promise<Outcome> {
      return sendSmsCode(http, { type, mobile }).then((outcome) =>
        outcome.ok
          ? { ok: true, value: undefined, message: '' }
          : { ...outcome, message: outcome.message || SMS_SEND_FAILED },
      );
    },

    isUsernameFree(username: string): Promise<boolean> {
      const params = { query: { username } };
      return http.sys
        .GET('/sys/user/checkOnlyUser', { params })
        .then((reply) => unwrapSys(reply).success)
        .catch(() => true);
    },

    register(form: { username: string; password: string; mobile: string; captcha: string }) {
      // JeecgBoot 3.4.3 hashes the password as received: it travels as typed, not AES-encrypted.
      const body = {
        username: form.username,
        password: form.password,
        phone: form.mobile,
        smscode: form.captcha,
      };
      return settle(
        async () =>
          fromReply(
            unwrapSys(await http.sys.POST('/sys/user/register', { body })),
            () => undefined,
            '注册失败',
          ),
        '注册失败',
      );
    },

    /** First step of the mobile change: the value is the account and the verified code. */
    verifyPhone(mobile: string, captcha: string) {
      const body = { phone: mobile, smscode: captcha };
      return settle(async () => {
        const reply = unwrapSys(await http.sys.POST('/sys/user/phoneVerification', { body }));
        return fromReply(reply, (result) => result, '手机号验证失败');
      }, '手机号验证失败');
    },

    /**
     * Second step of the mobile change: JeecgBoot 3.4.3 takes the account from the session token and
     * reads only the new mobile and its code (the first step is the console's own check).
     */
    updateMobile(change: { mobile: string; captcha: string }) {
      const body = { phone: change.mobile, smscode: change.captcha };
      return settle(async () => {
        const reply = unwrapSys(await http.sys.PUT('/sys/user/updateMobile', { body }));
        return fromReply(reply, () => undefined, '修改手机号失败');
      }, '修改手机号失败');
    },

    verifyIdentity(
      check:
        | { type: 'sms'; mobile: string; code: string }
        | { type: 'google'; username: string; code: string },
    ) {
      const body =
        check.type === 'sms'
          ? { type: check.type, phone: check.mobile, code: check.code }
          : { type: check.type, username: check.username, code: check.code };
      return settle(async () => {
        const reply = unwrapSys(await http.sys.POST('/sys/user/identityVerification', { body }));
        return fromReply(reply, () => undefined, '验证失败');
      }, '验证失败');
    },

    /**
     * A forgotten password, as JeecgBoot 3.4.3 resets it: phoneVerification names the account of the
     * mobile, then GET passwordChange with username, password (as typed), smscode and phone.
     */
    resetPassword(form: { mobile: string; captcha: string; password: string }) {
      return settle(async () => {
        const verified = unwrapSys(
          await http.sys.POST('/sys/user/phoneVerification', {
            body: { phone: form.mobile, smscode: form.captcha },
          }),
        );
        if (!verified.success || !verified.result?.username) {
          return failed(verified.message || '重置密码失败');
        }
        const query = {
          username: verified.result.username,
          password: form.password,
          smscode: form.captcha,
          phone: form.mobile,
        };
        const reply = unwrapSys(
          await http.sys.GET('/sys/user/passwordChange', { params: { query } }),
        );
        return fromReply(reply, () => undefined, '重置密码失败');
      }, '重置密码失败');
    },

    /** POST /sys/online/forceLogout: ends another session (online-user administration). */
    forceLogout(token: string) {
      return settle(async () => {
        const reply = unwrapSys(
          await http.sys.POST('/sys/online/forceLogout', { body: { token } }),
        );
        return fromReply(reply, () => undefined, '强制退出失败');
      }, '强制退出失败');
    },
  };
}

export type SignInApi = ReturnType<typeof createSignInApi>;
