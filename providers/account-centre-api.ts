/**
 * The signed-in user's own 个人中心 calls (issue 19 C, spec 2.7 base, avatar, binding, notification,
 * security) on the /cap/auth conventions (spec 7.1). Reads reject with the refusal the page shows
 * once; saves resolve with an outcome carrying the server's text either way, and the stored value
 * the page shows next.
 */
import type { components } from '../src/api/generated/cap';
import type { ServicePost } from './cap-list';
import { requiredResultOf } from './http';
import { http as appHttp } from './http/instance';
import { failed, settle, type Failure } from './outcome';
import { sendSmsCode } from './sms-api';

type Schemas = components['schemas'];
type Fields<Request> = Omit<Request, 'page' | 'context'>;

export const ACCOUNT_CENTRE_PATHS = {
  profile: '/cap/auth/v1/UserProfileInquiry',
  profileUpdating: '/cap/auth/v1/UserProfileUpdating',
  avatarModify: '/cap/auth/v1/UserProfileAvatarModify',
  mobileVerify: '/cap/auth/v1/UserBindingMobileVerify',
  mobileModify: '/cap/auth/v1/UserBindingMobileModify',
  emailModify: '/cap/auth/v1/UserBindingEmailModify',
  notifyPrefs: '/cap/auth/v1/UserNotifyPrefInquiry',
  notifyPrefsModify: '/cap/auth/v1/UserNotifyPrefModify',
  security: '/cap/auth/v1/UserSecurityInquiry',
  googleAuth: '/cap/auth/v1/UserGoogleAuthInquiry',
  googleAuthBinding: '/cap/auth/v1/UserGoogleAuthBinding',
} as const;

export type UserProfile = Schemas['CapUserProfile'];
export type ProfileFields = Fields<Schemas['CapUserProfileUpdatingRequest']>;
export type NotifyPref = Schemas['CapUserNotifyPref'];
export type UserSecurity = Schemas['CapUserSecurity'];
export type MobileAlteration = NonNullable<Schemas['CapUserBindingMobileVerifyReply']['body']>;
export type MobileChange = Fields<Schemas['CapUserBindingMobileModifyRequest']>;
export type GoogleAuthSecret = NonNullable<Schemas['CapUserGoogleAuthReply']['body']>;
export type GoogleAuthBinding = Fields<Schemas['CapUserGoogleAuthBindingRequest']>;

/** A save's outcome: the server's text and what it stored, or the failure to show. */
export type StoredOutcome<T> = { ok: true; message: string; value: T } | Failure;

/** SMS scenes of the mobile alteration (cap.yaml UserBindingMobileVerify / Modify). */
export type MobileSmsScene = 'mobileOld' | 'mobileNew';

export interface AccountCentreApi {
  profile(): Promise<UserProfile>;
  updateProfile(fields: ProfileFields): Promise<StoredOutcome<UserProfile>>;
  changeAvatar(avatar: string): Promise<StoredOutcome<UserProfile>>;
  /** Step 1 of the mobile alteration: the code sent to the bound mobile. */
  verifyBoundMobile(captcha: string): Promise<StoredOutcome<MobileAlteration>>;
  /** Step 2: the new mobile with the code sent to it. */
  changeMobile(change: MobileChange): Promise<StoredOutcome<UserProfile>>;
  changeEmail(email: string): Promise<StoredOutcome<UserProfile>>;
  sendMobileCode(mobile: string, scene: MobileSmsScene): Promise<{ ok: true } | Failure>;
  notifyPrefs(): Promise<NotifyPref[]>;
  saveNotifyPrefs(prefs: NotifyPref[]): Promise<StoredOutcome<NotifyPref[]>>;
  security(): Promise<UserSecurity>;
  /** A fresh secret and its QR code; refused when one is bound already. */
  googleAuthSecret(): Promise<StoredOutcome<GoogleAuthSecret>>;
  bindGoogleAuth(binding: GoogleAuthBinding): Promise<StoredOutcome<UserSecurity>>;
}

export interface AccountCentreDeps {
  post: ServicePost;
  /** SystemSmsCaptchaInquiry's sender (providers/sms-api.ts). */
  sendSms: (input: { type: string; mobile: string }) => Promise<{ ok: true } | Failure>;
}

export function createAccountCentreApi({ post, sendSms }: AccountCentreDeps): AccountCentreApi {
  const read = async <T>(path: string): Promise<T> => requiredResultOf(await post<T | null>(path));

  const save = <T>(path: string, payload: object) =>
    settle(async (): Promise<StoredOutcome<T>> => {
      const reply = await post<T | null>(path, payload);
      if (!reply.success || reply.result === null || reply.result === undefined)
        return failed(reply.message);
      return { ok: true, message: reply.message, value: reply.result };
    });

  const P = ACCOUNT_CENTRE_PATHS;
  return {
    profile: () => read<UserProfile>(P.profile),
    updateProfile: (fields) => save<UserProfile>(P.profileUpdating, fields),
    changeAvatar: (avatar) => save<UserProfile>(P.avatarModify, { avatar }),
    verifyBoundMobile: (captcha) => save<MobileAlteration>(P.mobileVerify, { captcha }),
    changeMobile: (change) => save<UserProfile>(P.mobileModify, change),
    changeEmail: (email) => save<UserProfile>(P.emailModify, { email }),
    sendMobileCode: (mobile, scene) => sendSms({ type: scene, mobile }),
    notifyPrefs: async () => (await read<{ prefs: NotifyPref[] }>(P.notifyPrefs)).prefs,
    saveNotifyPrefs: (prefs) =>
      settle(async (): Promise<StoredOutcome<NotifyPref[]>> => {
        const reply = await post<{ prefs: NotifyPref[] } | null>(P.notifyPrefsModify, { prefs });
        if (!reply.success || !reply.result) return failed(reply.message);
        return { ok: true, message: reply.message, value: reply.result.prefs };
      }),
    security: () => read<UserSecurity>(P.security),
    googleAuthSecret: () => save<GoogleAuthSecret>(P.googleAuth, {}),
    bindGoogleAuth: (binding) => save<UserSecurity>(P.googleAuthBinding, binding),
  };
}

/** The app-wide account centre calls over the shared HTTP instance. */
export const accountCentreApi: AccountCentreApi = createAccountCentreApi({
  post: appHttp.servicePost,
  sendSms: (input) => sendSmsCode(appHttp, input),
});
