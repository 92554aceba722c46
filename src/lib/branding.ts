/**
 * Branding of the sign-in pages and the signed-in header (spec 1, 2.4, 2.6, 3, 9): the tenant and
 * system info arrive as JSON text; whatever is missing or unreadable falls back to the built-in
 * defaults.
 */
import {
  DEFAULT_BACKGROUND,
  DEFAULT_BRAND_TITLE,
  DEFAULT_COPYRIGHT,
  DEFAULT_LOGO,
  DEFAULT_TAB_ICON,
} from './constants';
import { parseSystemInfo, type SystemInfo } from './storedValues';
import { asString, isRecord, parseJson } from './guards';

/** Tenant or system info plus the password rule the system info may carry (spec 5.2). */
export type BrandInfo = SystemInfo & { pwdReg?: string; pwdMsg?: string };

export interface BrandingFlags {
  cfgPayPwd: boolean;
  cfgDataDecrypt: boolean;
  cfgOpPwd: boolean;
}

export interface Branding {
  sysName: string;
  logoUrl: string;
  backgroundUrl: string;
  tabTitle: string;
  tabIconUrl: string;
  copyright: string;
  company: string;
  registerEnt: string;
  registerSecurity: string;
  helpUrl: string;
  flags: BrandingFlags;
  pwdReg?: string;
  pwdMsg?: string;
}

/** Info text (or an object) → the known fields; malformed or non-object input gives {}. */
export function parseBrandInfo(raw: unknown): BrandInfo {
  const value = typeof raw === 'string' ? parseJsonValue(raw) : raw;
  if (!isRecord(value)) return {};
  const info: BrandInfo = parseSystemInfo(value) ?? {};
  const pwdReg = asString(value.pwdReg);
  const pwdMsg = asString(value.pwdMsg);
  if (pwdReg) info.pwdReg = pwdReg;
  if (pwdMsg) info.pwdMsg = pwdMsg;
  return info;
}

function parseJsonValue(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : undefined;
}

/** Field by field, the first source with a non-empty value wins. */
export function mergeBrandInfo(...sources: (BrandInfo | undefined)[]): BrandInfo {
  const merged: Record<string, string> = {};
  for (const source of sources) {
    for (const [field, value] of Object.entries(source ?? {})) {
      if (typeof value === 'string' && value.trim() !== '' && !(field in merged)) {
        merged[field] = value;
      }
    }
  }
  return merged;
}

export interface BrandingContext {
  /** URL of a stored image path (the static asset host, spec 7.1); absolute URLs stay. */
  staticUrl: (path: string) => string;
  /** Help URL of the runtime configuration, used when the system info names none. */
  configHelpUrl?: string;
}

const flagOn = (value: string | undefined): boolean => value === 'true';

/** The built-in tab icon is an app asset at the site root (spec 9 names it without a slash). */
export const DEFAULT_TAB_ICON_URL = `/${DEFAULT_TAB_ICON.replace(/^\/+/, '')}`;

/**
 * What the pages show. Server images load from the static host; the defaults are app assets
 * (spec 9), so they are never sent there.
 */
export function resolveBranding(info: BrandInfo, context: BrandingContext): Branding {
  const image = (path: string | undefined, fallback: string): string =>
    path?.trim() ? context.staticUrl(path.trim()) : fallback;
  const sysName = info.sysName?.trim() || DEFAULT_BRAND_TITLE;
  const branding: Branding = {
    sysName,
    logoUrl: image(info.logo, DEFAULT_LOGO),
    backgroundUrl: image(info.bkg, DEFAULT_BACKGROUND),
    tabTitle: info.tabTitle?.trim() || sysName,
    tabIconUrl: image(info.tabLogo, DEFAULT_TAB_ICON_URL),
    copyright: info.copyright?.trim() || DEFAULT_COPYRIGHT,
    company: info.company?.trim() ?? '',
    registerEnt: info.registerEnt?.trim() ?? '',
    registerSecurity: info.registerSecurity?.trim() ?? '',
    helpUrl: info.helpUrl?.trim() || context.configHelpUrl?.trim() || '',
    flags: {
      cfgPayPwd: flagOn(info.cfgPayPwd),
      cfgDataDecrypt: flagOn(info.cfgDataDecrypt),
      cfgOpPwd: flagOn(info.cfgOpPwd),
    },
  };
  if (info.pwdReg) branding.pwdReg = info.pwdReg;
  if (info.pwdMsg) branding.pwdMsg = info.pwdMsg;
  return branding;
}

/** Where the two footer filing numbers link to (the national ICP and public-security registries). */
export const ICP_REGISTRY_URL = 'https://beian.miit.gov.cn/';
export const PUBLIC_SECURITY_REGISTRY_URL = 'https://beian.mps.gov.cn/#/query/webSearch';

export function publicSecurityRecordUrl(registerSecurity: string): string {
  const code = registerSecurity.match(/\d{6,}/)?.[0];
  return code ? `${PUBLIC_SECURITY_REGISTRY_URL}?code=${code}` : PUBLIC_SECURITY_REGISTRY_URL;
}
