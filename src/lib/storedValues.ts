/**
 * Types of the client-stored values (spec 3) and the parsers that turn what a browser holds
 * (possibly written by the old console, possibly tampered with) into those types.
 */
import type { DisplaySettings } from './constants';
import { asBoolean, asString, asText, isRecord, parseJson } from './guards';

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

const USER_INFO_TEXT_FIELDS = [
  'id',
  'username',
  'realname',
  'avatar',
  'mobile',
  'mobileDesensitized',
  'entityId',
  'orgId',
  'tenantId',
] as const;

export function parseUserInfo(raw: unknown): LoginUserInfo | undefined {
  if (!isRecord(raw)) return undefined;
  const info: Record<string, unknown> = { ...raw };
  for (const field of USER_INFO_TEXT_FIELDS) {
    if (!(field in info)) continue;
    const text = asText(info[field]);
    if (text === undefined) delete info[field];
    else info[field] = text;
  }
  return info;
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
