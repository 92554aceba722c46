/**
 * The one owner of every client-stored value (spec 3 "Client-stored values"). Values are kept in
 * the vue-ls format the old console used, `pro__<key>` → `{"value": …, "expire": epochMs | null}`,
 * so browsers that signed in with the old console keep their session.
 */
import type { DisplaySettings } from './constants';
import { isRecord, parseJson } from './guards';
import {
  parseDictCache,
  parseDisplaySettings,
  parsePermissionList,
  parseString,
  parseStringList,
  parseSystemInfo,
  parseTenantId,
  parseUserInfo,
  type DictCache,
  type LoginUserInfo,
  type PermissionItem,
  type SystemInfo,
} from './storedValues';
import {
  isSavedQueryKey,
  parseSavedQueries,
  type SavedQuery,
  type SavedQueryKey,
} from './superQuery/savedQueries';

/** Stored key → value type. */
export interface StoredValues {
  'Access-Token': string;
  'Access-Refresh-Token': string;
  TENANT_ID: string;
  Login_Username: string;
  Login_Userinfo: LoginUserInfo;
  LOGIN_USER_BUTTON_AUTH: PermissionItem[];
  SYS_BUTTON_AUTH: PermissionItem[];
  SYSTEM_INFO: SystemInfo;
  ENCRYPTED_STRING: string;
  UI_CACHE_DB_DICT_DATA: DictCache;
  DEFAULT_SETTINGS: Partial<DisplaySettings>;
  CACHE_INCLUDED_ROUTES: string[];
  /** Saved advanced queries, one list per page or code (spec 3, 4): `JSuperQuerySaved_<code>`. */
  [key: SavedQueryKey]: SavedQuery[];
}

export type StorageKey = keyof StoredValues;
type FixedKey = Exclude<StorageKey, SavedQueryKey>;

interface KeySpec<T> {
  /** Button lists live in session storage, like the old console. */
  area: 'local' | 'session';
  parse: (raw: unknown) => T | undefined;
  /** Written as parsed too, whoever stores it: the session user keeps only its listed fields. */
  parsedOnWrite?: true;
}

const KEY_SPECS: { [K in FixedKey]: KeySpec<StoredValues[K]> } = {
  'Access-Token': { area: 'local', parse: parseString },
  'Access-Refresh-Token': { area: 'local', parse: parseString },
  TENANT_ID: { area: 'local', parse: parseTenantId },
  Login_Username: { area: 'local', parse: parseString },
  Login_Userinfo: {
    area: 'local',
    parse: parseUserInfo,
    parsedOnWrite: true,
  },
  LOGIN_USER_BUTTON_AUTH: { area: 'session', parse: parsePermissionList },
  SYS_BUTTON_AUTH: { area: 'session', parse: parsePermissionList },
  SYSTEM_INFO: { area: 'local', parse: parseSystemInfo },
  ENCRYPTED_STRING: { area: 'local', parse: parseString },
  UI_CACHE_DB_DICT_DATA: { area: 'local', parse: parseDictCache },
  DEFAULT_SETTINGS: { area: 'local', parse: parseDisplaySettings },
  CACHE_INCLUDED_ROUTES: { area: 'local', parse: parseStringList },
};

const SAVED_QUERY_SPEC: KeySpec<SavedQuery[]> = { area: 'local', parse: parseSavedQueries };

// The casts only restate what the key's shape already says: a saved-query key gets that spec.
function specOf<K extends StorageKey>(key: K): KeySpec<StoredValues[K]> {
  if (isSavedQueryKey(key)) return SAVED_QUERY_SPEC as KeySpec<StoredValues[K]>;
  return KEY_SPECS[key as FixedKey] as KeySpec<StoredValues[K]>;
}

/** Spec 4 logout: everything of the signed-in user goes; display settings and branding stay. */
const SESSION_KEYS: readonly StorageKey[] = [
  'Access-Token',
  'Access-Refresh-Token',
  'TENANT_ID',
  'Login_Username',
  'Login_Userinfo',
  'LOGIN_USER_BUTTON_AUTH',
  'SYS_BUTTON_AUTH',
  'UI_CACHE_DB_DICT_DATA',
  'CACHE_INCLUDED_ROUTES',
];

export const STORAGE_NAMESPACE = 'pro__';

export interface StorageOptions {
  /** Defaults to the browser's localStorage, looked up on each call. */
  local?: Storage;
  /** Defaults to the browser's sessionStorage, looked up on each call. */
  session?: Storage;
  now?: () => number;
}

export interface ConsoleStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | undefined;
  /** Without a ttl the value never expires. */
  set<K extends StorageKey>(key: K, value: StoredValues[K], ttlMs?: number): void;
  remove(key: StorageKey): void;
  /** A session is stored: there is an access token (spec 2.2). */
  hasSession(): boolean;
  clearSession(): void;
  /** Calls `listener` after each clearSession (sign-out, expired session); returns the unsubscribe. */
  onSessionCleared(listener: () => void): () => void;
}

export function createStorage(options: StorageOptions = {}): ConsoleStorage {
  const now = options.now ?? Date.now;
  const backend = (key: StorageKey): Storage =>
    specOf(key).area === 'session'
      ? (options.session ?? globalThis.sessionStorage)
      : (options.local ?? globalThis.localStorage);
  const slot = (key: StorageKey): string => `${STORAGE_NAMESPACE}${key}`;

  const remove = (key: StorageKey): void => backend(key).removeItem(slot(key));
  const sessionClearedListeners = new Set<() => void>();

  const storage: ConsoleStorage = {
    get(key) {
      const text = backend(key).getItem(slot(key));
      if (text === null) return undefined;
      const parsed = parseJson(text);
      if (!parsed.ok || !isRecord(parsed.value)) return undefined;
      const { value, expire } = parsed.value;
      // vue-ls: a value is still valid at its exact expiry instant.
      if (typeof expire === 'number' && expire < now()) {
        remove(key);
        return undefined;
      }
      return specOf(key).parse(value);
    },
    set(key, value, ttlMs) {
      const expire = ttlMs === undefined ? null : now() + ttlMs;
      const spec = specOf(key);
      const stored = spec.parsedOnWrite ? (spec.parse(value) ?? value) : value;
      backend(key).setItem(slot(key), JSON.stringify({ value: stored, expire }));
    },
    remove,
    hasSession: () => Boolean(storage.get('Access-Token')),
    clearSession() {
      for (const key of SESSION_KEYS) remove(key);
      (options.session ?? globalThis.sessionStorage).clear();
      sessionClearedListeners.forEach((listener) => listener());
    },
    onSessionCleared(listener) {
      sessionClearedListeners.add(listener);
      return () => sessionClearedListeners.delete(listener);
    },
  };
  return storage;
}

/** The app-wide storage over the browser's local and session storage. */
export const storage: ConsoleStorage = createStorage();
