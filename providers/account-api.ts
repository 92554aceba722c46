/**
 * The signed-in user's own account calls behind the header menu (spec 2.6, 2.10, 7.2): password
 * changes, SMS codes, data decryption and the department switch. Secrets are AES-encrypted here so
 * no component handles cipher text, and no call rejects: each answers with an outcome the dialogs
 * can show.
 */
import { getConfig } from '../src/lib/config';
import {
  DECRYPTED_ACCESS_TOKEN_TTL_MS,
  DECRYPTED_REFRESH_TOKEN_TTL_MS,
  USER_INFO_TTL_MS,
} from '../src/lib/constants';
import { encryptCredential } from '../src/lib/crypto';
import { storage as appStorage, type ConsoleStorage } from '../src/lib/storage';
import { parseUserInfo } from '../src/lib/storedValues';
import { unwrapCap, unwrapSys, type Http } from './http';
import { failed, settle, type Failure } from './outcome';
import { sendSmsCode } from './sms-api';
import { http as appHttp } from './http/instance';

/** A failure's `message` is the server's text, or '' when it gave none (callers pick a fallback). */
export type AccountOutcome = { ok: true } | Failure;

export type DecryptOutcome =
  AccountOutcome | { ok: false; alreadyDecrypted: true; message: string };

export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
}

export type DepartsOutcome = { ok: true; departs: Depart[]; currentOrgCode?: string } | Failure;

/** SMS scene codes, as in the contract's examples (cap.yaml SystemSmsCaptchaInquiry). */
export type SmsScene = 'dataDecrypt' | 'opPwd';

export interface AccountApi {
  updateLoginPassword(input: {
    userId: string;
    oldPassword: string;
    newPassword: string;
  }): Promise<AccountOutcome>;
  modifyPayPassword(input: {
    cusCode: string;
    oldPassword: string;
    newPassword: string;
  }): Promise<AccountOutcome>;
  setOperationPassword(input: { password: string; captcha: string }): Promise<AccountOutcome>;
  sendSmsCaptcha(input: { mobile: string; scene: SmsScene }): Promise<AccountOutcome>;
  /** On success the new tokens replace the stored ones for 1 h / 24 h (spec 9). */
  decryptData(input: { mobile: string; captcha: string }): Promise<DecryptOutcome>;
  getCurrentUserDeparts(): Promise<DepartsOutcome>;
  /** On success the returned user info is merged into the stored one for 7 days (spec 9). */
  selectDepart(input: { orgCode: string; username?: string }): Promise<AccountOutcome>;
}

export interface AccountApiDeps {
  http: Pick<Http, 'sys' | 'cap' | 'serviceBody'>;
  storage: ConsoleStorage;
  loginAesKey: string;
}

/** spec 8.4: a decrypt reply mentioning this means the session is decrypted already. */
export const ALREADY_DECRYPTED_MARKER = '已解密';

const statusOnly = (reply: { success: boolean; message: string }): AccountOutcome =>
  reply.success ? { ok: true } : failed(reply.message);

export function createAccountApi({ http, storage, loginAesKey }: AccountApiDeps): AccountApi {
  const encrypt = (plain: string) => encryptCredential(plain, loginAesKey);

  return {
    updateLoginPassword: ({ userId, oldPassword, newPassword }) =>
      settle(async () => {
        const path = '/cap/auth/v1/UserPasswordUpdating';
        const body = http.serviceBody(path, {
          userId,
          pswOld: encrypt(oldPassword),
          pswNew: encrypt(newPassword),
        });
        return statusOnly(unwrapCap(await http.cap.POST(path, { body })));
      }),

    modifyPayPassword: ({ cusCode, oldPassword, newPassword }) =>
      settle(async () => {
        const path = '/cap/cus/v2/AcctPayPwdModify';
        const body = http.serviceBody(path, {
          cusCode,
          payPwd: encrypt(newPassword),
          payPwdOld: encrypt(oldPassword),
        });
        return statusOnly(unwrapCap(await http.cap.POST(path, { body })));
      }),

    setOperationPassword: ({ password, captcha }) =>
      settle(async () => {
        const path = '/cap/cus/v2/CusSetOpPwd';
        const body = http.serviceBody(path, { opPsw: encrypt(password), captcha });
        return statusOnly(unwrapCap(await http.cap.POST(path, { body })));
      }),

    sendSmsCaptcha: ({ mobile, scene }) => sendSmsCode(http, { type: scene, mobile }),

    decryptData: ({ mobile, captcha }) =>
      settle(async (): Promise<DecryptOutcome> => {
        const path = '/cap/auth/v1/UserDataDecryption';
        const body = http.serviceBody(path, { type: 'dataDecrypt', mobile, captcha });
        const typed = await http.cap.POST(path, { body });
        const reply = unwrapCap(typed);
        const tokens = reply.result;
        if (reply.success && tokens?.accessToken && tokens.refreshToken) {
          storage.set('Access-Token', tokens.accessToken, DECRYPTED_ACCESS_TOKEN_TTL_MS);
          storage.set('Access-Refresh-Token', tokens.refreshToken, DECRYPTED_REFRESH_TOKEN_TTL_MS);
          return { ok: true };
        }
        const status = typed.data?.status;
        const text = status?.errorMsg || status?.replyText || reply.message;
        if (text.includes(ALREADY_DECRYPTED_MARKER)) {
          return { ok: false, alreadyDecrypted: true, message: text };
        }
        return failed(reply.message);
      }),

    getCurrentUserDeparts: () =>
      settle(async (): Promise<DepartsOutcome> => {
        const reply = unwrapSys(await http.sys.GET('/sys/user/getCurrentUserDeparts'));
        if (!reply.success) return { ok: false, message: reply.message, presented: false };
        const departs = (reply.result?.list ?? []).flatMap((depart): Depart[] =>
          depart.orgCode
            ? [{ id: depart.id, orgCode: depart.orgCode, departName: depart.departName ?? '' }]
            : [],
        );
        return { ok: true, departs, currentOrgCode: reply.result?.orgCode ?? undefined };
      }),

    selectDepart: ({ orgCode, username }) =>
      settle(async () => {
        const reply = unwrapSys(
          await http.sys.PUT('/sys/selectDepart', { body: { orgCode, username } }),
        );
        if (!reply.success) return failed(reply.message);
        const returned = parseUserInfo(reply.result?.userInfo);
        if (returned) {
          // Keep what only the stored user has (system, group, entities: spec 3).
          const stored = storage.get('Login_Userinfo') ?? {};
          storage.set('Login_Userinfo', { ...stored, ...returned }, USER_INFO_TTL_MS);
        }
        return { ok: true };
      }),
  };
}

/** The app-wide account API over the shared HTTP instance and storage. */
export const accountApi: AccountApi = createAccountApi({
  http: appHttp,
  storage: appStorage,
  loginAesKey: getConfig().loginAesKey,
});
