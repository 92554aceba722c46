/**
 * Refine auth provider over /sys/login and /cap (spec 4 Session, 7.2). Session end caused by the
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
import { encryptCredential } from '../src/lib/crypto';
import { LOGIN_FAILED } from '../src/lib/messages';
import type { ConsoleStorage } from '../src/lib/storage';
import { parseDictCache, parseUserInfo } from '../src/lib/storedValues';
import { unwrapSys, type Http } from './http';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface ConsoleIdentity {
  id: string;
  username: string;
  name: string;
  avatar?: string;
}

export interface AuthProviderDeps {
  http: Pick<Http, 'sys' | 'cap' | 'staticUrl'>;
  storage: ConsoleStorage;
  loginAesKey: string;
}

const signInFailure = (message: string) => ({
  success: false,
  error: { name: '登录失败', message },
});

export function createAuthProvider({ http, storage, loginAesKey }: AuthProviderDeps): AuthProvider {
  return {
    async login({ username, password }: LoginCredentials) {
      const reply = unwrapSys(
        await http.sys.POST('/sys/login', {
          // spec 7.2: credentials travel AES-encrypted, never in plain text.
          body: {
            username: encryptCredential(username, loginAesKey),
            password: encryptCredential(password, loginAesKey),
          },
        }),
      );
      const session = reply.result;
      // spec 7.2: success means code 200 with a token in the result.
      if (!reply.success || Number(reply.code) !== 200 || !session?.token) {
        return signInFailure(reply.message || LOGIN_FAILED);
      }
      storage.set('Access-Token', session.token, TOKEN_TTL_MS);
      if (session.refreshToken) {
        storage.set('Access-Refresh-Token', session.refreshToken, TOKEN_TTL_MS);
      }
      storage.set('Login_Username', username, USER_INFO_TTL_MS);
      const userInfo = parseUserInfo(session.userInfo);
      if (userInfo) storage.set('Login_Userinfo', userInfo, USER_INFO_TTL_MS);
      const dictionaries = parseDictCache(session.sysAllDictItems ?? {});
      if (dictionaries) storage.set('UI_CACHE_DB_DICT_DATA', dictionaries, DICT_CACHE_TTL_MS);
      return { success: true };
    },

    async logout() {
      // spec 4: logout calls the endpoint but finishes even if that call fails.
      if (storage.get('Access-Token')) {
        await http.cap.GET('/cap/auth/v1/UserLogout').catch(() => undefined);
      }
      storage.clearSession();
      return { success: true, redirectTo: LOGIN_PATH };
    },

    async check() {
      return storage.get('Access-Token')
        ? { authenticated: true }
        : { authenticated: false, redirectTo: LOGIN_PATH };
    },

    async onError(error) {
      // The HTTP layer already presented the error and, when the session ended, cleared it.
      if (!storage.get('Access-Token')) return { logout: true, redirectTo: LOGIN_PATH, error };
      return {};
    },

    async getIdentity(): Promise<ConsoleIdentity | null> {
      const info = storage.get('Login_Userinfo');
      if (!info) return null;
      const username = info.username ?? storage.get('Login_Username') ?? '';
      return {
        id: info.id ?? username,
        username,
        name: info.realname || username,
        avatar: info.avatar ? http.staticUrl(info.avatar) : undefined,
      };
    },
  };
}
