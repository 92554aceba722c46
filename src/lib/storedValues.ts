/**
 * Types of the client-stored values (spec 3) and the parsers that turn what a browser holds
 * (possibly written by the old console, possibly tampered with) into those types.
 */
import type { DisplaySettings } from './constants';
import { asBoolean, asString, asText, isRecord, parseJson, type JsonRecord } from './guards';

/** Session user info (spec 3); known fields are typed, the rest stays `unknown` for callers. */
export interface LoginUserInfo {
  readonly [field: string]: unknown;
  id?: string;
  username?: string;
  realname?: string;
  avatar?: string;
  mobile?: string;
  mobileDesensitized?: string;
  entityId?: string;
  orgId?: string;
  tenantId?: string;
}

/** Button permission entry (spec 3, 6). */
export interface PermissionItem {
  action: string;
  type?: string;
  status?: string;
  describe?: string;
}

/** Dictionary item as cached from `sysAllDictItems` (spec 3). */
export interface DictItem {
  value: string;
  text: string;
  title?: string;
  label?: string;
  status?: string;
}

export type DictCache = Record<string, DictItem[]>;

export const SYSTEM_INFO_FIELDS = [
  'sysName',
  'tabTitle',
  'tabLogo',
  'logo',
  'bkg',
  'copyright',
  'company',
  'registerEnt',
  'registerSecurity',
  'sysColor',
  'sysTheme',
  'cfgOpPwd',
  'cfgPayPwd',
  'cfgDataDecrypt',
  'helpUrl',
  // spec 5.2: the password rule and its message come from the system configuration.
  'pwdReg',
  'pwdMsg',
] as const;

/** Tenant or system info (spec 3); flags such as cfgPayPwd are the strings 'true' / 'false'. */
export type SystemInfo = Partial<Record<(typeof SYSTEM_INFO_FIELDS)[number], string>>;

/**
 * Which fields of a record are kept: text fields (numbers become text), nested records and lists
 * of records, each with its own shape. Everything else is dropped.
 */
interface RecordShape {
  text: readonly string[];
  records?: Readonly<Record<string, RecordShape>>;
  lists?: Readonly<Record<string, RecordShape>>;
}

const GROUP_SHAPE: RecordShape = {
  text: ['id', 'groupName', 'groupType', 'tenantId'],
  records: { groupBsnObj: { text: ['cusCode'] }, groupBsnXref: { text: ['objCode'] } },
};

const SYSTEM_SHAPE: RecordShape = {
  text: ['id', 'sysName', 'sysCode', 'sysInfo'],
  records: { group: GROUP_SHAPE },
  lists: { listGroup: GROUP_SHAPE },
};

/**
 * The session user as stored for 7 days: the fields spec 3 lists and the console reads (header,
 * service context, identity, branding), nothing else. The server's user object also carries
 * phone, email, birthday and the like, which no screen reads and which must not sit in storage.
 * Its accessToken is left out too: the token has its own stored key.
 */
const USER_INFO_SHAPE: RecordShape = {
  text: [
    'id',
    'username',
    'realname',
    'avatar',
    'mobile',
    'mobileDesensitized',
    'entityId',
    'orgId',
    'tenantId',
  ],
  records: {
    user: { text: ['mobile'] },
    sys: SYSTEM_SHAPE,
    group: GROUP_SHAPE,
    org: { text: ['id', 'orgType'] },
  },
  lists: {
    listSys: SYSTEM_SHAPE,
    listGroup: GROUP_SHAPE,
    listEntity: { text: ['id', 'entityId', 'entityName', 'url', 'status'] },
  },
};

function project(raw: JsonRecord, shape: RecordShape): JsonRecord {
  const kept: JsonRecord = {};
  for (const field of shape.text) {
    const text = asText(raw[field]);
    if (text !== undefined) kept[field] = text;
  }
  for (const [field, inner] of Object.entries(shape.records ?? {})) {
    const value = raw[field];
    if (isRecord(value)) kept[field] = project(value, inner);
  }
  for (const [field, inner] of Object.entries(shape.lists ?? {})) {
    const value = raw[field];
    if (Array.isArray(value)) {
      kept[field] = value.filter(isRecord).map((entry) => project(entry, inner));
    }
  }
  return kept;
}

export function parseUserInfo(raw: unknown): LoginUserInfo | undefined {
  return isRecord(raw) ? project(raw, USER_INFO_SHAPE) : undefined;
}

export function parsePermissionList(raw: unknown): PermissionItem[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((entry): PermissionItem[] => {
    if (!isRecord(entry)) return [];
    const action = asString(entry.action);
    if (action === undefined) return [];
    const item: PermissionItem = { action };
    const type = asText(entry.type);
    const status = asText(entry.status);
    const describe = asString(entry.describe);
    if (type !== undefined) item.type = type;
    if (status !== undefined) item.status = status;
    if (describe !== undefined) item.describe = describe;
    return [item];
  });
}

function parseDictItem(entry: unknown): DictItem[] {
  if (!isRecord(entry)) return [];
  const value = asText(entry.value);
  const title = asString(entry.title);
  const label = asString(entry.label);
  const text = asString(entry.text) ?? label ?? title;
  if (value === undefined || text === undefined) return [];
  const item: DictItem = { value, text };
  const status = asText(entry.status);
  if (title !== undefined) item.title = title;
  if (label !== undefined) item.label = label;
  if (status !== undefined) item.status = status;
  return [item];
}

export function parseDictCache(raw: unknown): DictCache | undefined {
  if (!isRecord(raw)) return undefined;
  const cache: DictCache = {};
  for (const [code, items] of Object.entries(raw)) {
    if (Array.isArray(items)) cache[code] = items.flatMap(parseDictItem);
  }
  return cache;
}

/** The old console kept system info as JSON text; objects are accepted too. */
export function parseSystemInfo(raw: unknown): SystemInfo | undefined {
  const value = typeof raw === 'string' ? parseJsonValue(raw) : raw;
  if (!isRecord(value)) return undefined;
  const info: SystemInfo = {};
  for (const field of SYSTEM_INFO_FIELDS) {
    const entry = value[field];
    const text = typeof entry === 'boolean' ? String(entry) : asText(entry);
    if (text !== undefined) info[field] = text;
  }
  return info;
}

function parseJsonValue(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

export function parseDisplaySettings(raw: unknown): Partial<DisplaySettings> | undefined {
  if (!isRecord(raw)) return undefined;
  const candidates: Partial<DisplaySettings> = {
    primaryColor: asString(raw.primaryColor),
    navTheme: oneOf(raw.navTheme, ['light', 'dark']),
    layout: oneOf(raw.layout, ['sidemenu', 'topmenu']),
    contentWidth: oneOf(raw.contentWidth, ['Fixed', 'Fluid']),
    fixedHeader: asBoolean(raw.fixedHeader),
    fixSiderbar: asBoolean(raw.fixSiderbar),
    autoHideHeader: asBoolean(raw.autoHideHeader),
    colorWeak: asBoolean(raw.colorWeak),
    multipage: asBoolean(raw.multipage),
  };
  return Object.fromEntries(
    Object.entries(candidates).filter(([, value]) => value !== undefined),
  ) as Partial<DisplaySettings>;
}

export function parseStringList(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter((entry): entry is string => typeof entry === 'string');
}

export function parseString(raw: unknown): string | undefined {
  return asString(raw);
}

/** Tenant ids were stored as numbers by the old console; headers need text. */
export function parseTenantId(raw: unknown): string | undefined {
  return asText(raw);
}
