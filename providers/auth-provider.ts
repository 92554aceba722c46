/**
 * Refine auth provider over the sign-in calls (spec 4 Session, 7.2). Session end caused by the
 * HTTP layer (401, expired dialog, failed refresh) clears storage there; `check` and `onError`
 * only read what is left.
 */
import type { AuthProvider } from '@refinedev/core';
import {
  LOGIN_PATH,
  TOKEN_TTL_MS,
  USER_INFO_TTL_MS,
  DICT_CACHE_TTL_MS,
} from '../src/lib/constants';
import { isRecord } from '../src/lib/guards';
import { readSessionProfile, withGroup } from '../src/lib/headerRules';
import { LOGIN_FAILED } from '../src/lib/messages';
import { storedIdentity, type ConsoleIdentity } from '../src/lib/identity';
import type { ConsoleStorage } from '../src/lib/storage';
import {
  parseDictCache,
  parseUserInfo,
  type LoginUserInfo,
  type PermissionItem,
} from '../src/lib/storedValues';
import { QUIET_HEADERS, sessionHeaders, type Http } from './http';
import { isPresentedError } from './http/httpError';
import { failed, type Failure } from './outcome';
import { createSignInApi, type Outcome, type SignInSession } from './sign-in-api';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** The sign-in variants of spec 2.7: account, phone, and a session obtained elsewhere (third-party, CAS). */
export type LoginParams =
  | (LoginCredentials & { kind?: 'account' })
  | { kind: 'phone'; mobile: string; captcha: string }
  | { kind: 'token'; result: SignInSession };

export interface ChoiceOption {
  value: string;
  label: string;
}

/** What the user still has to pick after signing in (jeecg-contracts §4 LoginSelectTenant). */
export interface PostLoginChoices {
  tenants: ChoiceOption[];
  departs: ChoiceOption[];
  groups: ChoiceOption[];
}

export interface AuthProviderDeps {
  http: Pick<Http, 'sys' | 'cap' | 'staticUrl' | 'serviceBody'>;
  storage: ConsoleStorage;
  loginAesKey: string;
}

const signInFailure = (message: string) => ({
  success: false,
  error: { name: '登录失败', message },
});

/** Tenants when more than one, departments when multi_depart is 2, groups when more than one. */
export function postLoginChoices(
  session: SignInSession,
  userInfo: LoginUserInfo | undefined,
): PostLoginChoices {
  const tenants = (session.tenantList ?? []).map((tenant) => ({
    value: String(tenant.id),
    label: tenant.name || String(tenant.id),
  }));
  const departs =
    session.multi_depart === 2
      ? (session.departs ?? []).flatMap((depart) =>
          depart.orgCode
            ? [{ value: depart.orgCode, label: depart.departName || depart.orgCode }]
            : [],
        )
      : [];
  const groups = readSessionProfile(userInfo).groups.map((group) => ({
    value: group.id,
    label: group.groupName,
  }));
  return {
    tenants: tenants.length > 1 ? tenants : [],
    departs: departs.length > 1 ? departs : [],
    groups: groups.length > 1 ? groups : [],
  };
}

const isChoiceOption = (value: unknown): value is ChoiceOption =>
  isRecord(value) && typeof value.value === 'string' && typeof value.label === 'string';

/** The choices a successful `login` reply carries, read back from Refine's untyped reply. */
export function choicesOf(reply: { [key: string]: unknown }): PostLoginChoices | undefined {
  const { choices } = reply;
  if (!isRecord(choices)) return undefined;
  const list = (key: keyof PostLoginChoices): ChoiceOption[] => {
    const entries = choices[key];
    return Array.isArray(entries) ? entries.filter(isChoiceOption) : [];
  };
  const read = { tenants: list('tenants'), departs: list('departs'), groups: list('groups') };
  return hasChoices(read) ? read : undefined;
}

export const hasChoices = (choices: PostLoginChoices): boolean =>
  choices.tenants.length + choices.departs.length + choices.groups.length > 0;

/** Refine's auth provider whose identity is typed: the shell reads it without Refine. */
export type ConsoleAuthProvider = Omit<AuthProvider, 'getIdentity'> & {
  getIdentity(): Promise<ConsoleIdentity | null>;
};

export function createAuthProvider({
  http,
  storage,
  loginAesKey,
}: AuthProviderDeps): ConsoleAuthProvider {
  const api = createSignInApi({ http, loginAesKey });

  const signIn = (params: LoginParams): Promise<Outcome<SignInSession>> => {
    if (params.kind === 'phone') return api.phoneLogin(params.mobile, params.captcha);
    if (params.kind === 'token')
      return Promise.resolve({ ok: true, value: params.result, message: '' });
    return api.accountLogin(params.username, params.password);
  };

  /** spec 4: login stores token, refresh token, user info and dictionaries. */
  const storeSession = (session: SignInSession, typedUsername: string | undefined) => {
    storage.set('Access-Token', session.token, TOKEN_TTL_MS);
    if (session.refreshToken) {
      storage.set('Access-Refresh-Token', session.refreshToken, TOKEN_TTL_MS);
    }
    const userInfo = parseUserInfo(session.userInfo);
    const username = typedUsername ?? userInfo?.username;
    if (username) storage.set('Login_Username', username, USER_INFO_TTL_MS);
    if (userInfo) storage.set('Login_Userinfo', userInfo, USER_INFO_TTL_MS);
    const dictionaries = parseDictCache(session.sysAllDictItems ?? {});
    if (dictionaries) storage.set('UI_CACHE_DB_DICT_DATA', dictionaries, DICT_CACHE_TTL_MS);
    // jeecg-contracts §4: a single tenant is chosen without asking.
    const [onlyTenant, ...otherTenants] = session.tenantList ?? [];
    if (onlyTenant && otherTenants.length === 0) storage.set('TENANT_ID', String(onlyTenant.id));
    return postLoginChoices(session, userInfo);
  };

  return {
    async login(params: LoginParams) {
      // A failed call (HTTP error, timeout) is a failed sign-in: Refine expects login to resolve.
      const outcome = await signIn(params).catch((error: unknown) =>
        failed(
          error instanceof Error && error.message ? error.message : LOGIN_FAILED,
          isPresentedError(error),
        ),
      );
      if (!outcome.ok) return signInFailure(outcome.message);
      const typedUsername =
        params.kind === 'phone' || params.kind === 'token' ? undefined : params.username;
      const choices = storeSession(outcome.value, typedUsername);
      return hasChoices(choices) ? { success: true, choices } : { success: true };
    },

    async logout() {
      // spec 4: the session is cleared at once and logout finishes without waiting for the call,
      // which goes with the token it ends and is left to finish or fail on its own.
      const token = storage.get('Access-Token');
      const tenantId = storage.get('TENANT_ID');
      storage.clearSession();
      if (token) {
        void http.cap
          .GET('/cap/auth/v1/UserLogout', {
            headers: { ...QUIET_HEADERS, ...sessionHeaders(token, tenantId) },
            // Outlives the page load to the sign-in page that usually follows.
            keepalive: true,
          })
          .catch(() => undefined);
      }
      return { success: true, redirectTo: LOGIN_PATH };
    },

    async check() {
      return storage.hasSession()
        ? { authenticated: true }
        : { authenticated: false, redirectTo: LOGIN_PATH };
    },

    async onError(error) {
      // The HTTP layer already presented the error and, when the session ended, cleared it.
      if (!storage.hasSession()) return { logout: true, redirectTo: LOGIN_PATH, error };
      return {};
    },

    /** The user's button permissions (spec 6), as loaded with the menu. */
    async getPermissions(): Promise<PermissionItem[]> {
      return storage.get('LOGIN_USER_BUTTON_AUTH') ?? [];
    },

    async getIdentity(): Promise<ConsoleIdentity | null> {
      return storedIdentity(storage, http.staticUrl);
    },
  };
}

export interface PostLoginStepsDeps {
  /** PUT /sys/selectDepart, storing the returned user info (account-api, shared with the header). */
  selectDepart: (input: { orgCode: string; username?: string }) => Promise<StepOutcome>;
  storage: ConsoleStorage;
}

export type StepOutcome = { ok: true } | Failure;

/** The choices of PostLoginChoices, applied to the stored session. */
export function createPostLoginSteps({ selectDepart, storage }: PostLoginStepsDeps) {
  return {
    /** Sent as the tenant-id header from now on (spec 7.1). */
    chooseTenant(tenantId: string): void {
      storage.set('TENANT_ID', tenantId);
    },

    /** spec 7.2: multi_depart 2 → PUT /sys/selectDepart {orgCode, username}. */
    chooseDepart(orgCode: string): Promise<StepOutcome> {
      const username = storage.get('Login_Userinfo')?.username ?? storage.get('Login_Username');
      return selectDepart({ orgCode, username });
    },

    /** spec 4: choosing a group updates the stored user. */
    chooseGroup(groupId: string): void {
      const info = storage.get('Login_Userinfo');
      const next = info && withGroup(info, groupId);
      if (next) storage.set('Login_Userinfo', next, USER_INFO_TTL_MS);
    },
  };
}

export type PostLoginSteps = ReturnType<typeof createPostLoginSteps>;
