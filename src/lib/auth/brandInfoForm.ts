/**
 * The system / tenant info JSON text of spec 3 as a form: text fields, the three cfg* flags as
 * booleans (the JSON carries the strings 'true' / 'false'), and back. Fields the form does not know
 * are kept as they came, so saving never drops what another tool wrote there.
 */
import type { BrandInfo } from '../branding';
import { isRecord, parseJson, type JsonRecord } from '../guards';

/** The text fields of the form, in the order of spec 3 plus the password rule of spec 5.2. */
export const BRAND_TEXT_FIELDS = [
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
  'helpUrl',
  'pwdReg',
  'pwdMsg',
] as const;
export type BrandTextField = (typeof BRAND_TEXT_FIELDS)[number];

export const BRAND_FLAGS = ['cfgOpPwd', 'cfgPayPwd', 'cfgDataDecrypt'] as const;
export type BrandFlag = (typeof BRAND_FLAGS)[number];

export type BrandFormValues = Partial<Record<BrandTextField, string>> &
  Partial<Record<BrandFlag, boolean>>;

export interface BrandForm {
  values: BrandFormValues;
  /** What the text held besides the form's fields. */
  extra: JsonRecord;
}

const KNOWN = new Set<string>([...BRAND_TEXT_FIELDS, ...BRAND_FLAGS]);

/** Info text → the form; unreadable or non-object text opens an empty form. */
export function brandFormOf(text: string | null | undefined): BrandForm {
  const parsed = text ? parseJson(text) : { ok: false as const };
  const raw: JsonRecord = parsed.ok && isRecord(parsed.value) ? parsed.value : {};
  const values: BrandFormValues = {};
  const extra: JsonRecord = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!KNOWN.has(key)) extra[key] = value;
  }
  for (const field of BRAND_TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') values[field] = value;
  }
  for (const flag of BRAND_FLAGS) {
    values[flag] = raw[flag] === 'true' || raw[flag] === true;
  }
  return { values, extra };
}

/** The info a form's values stand for: trimmed texts, empty ones left out, flags as strings. */
export function brandInfoOf(values: BrandFormValues): BrandInfo {
  const info: Record<string, string> = {};
  for (const field of BRAND_TEXT_FIELDS) {
    const text = values[field]?.trim();
    if (text) info[field] = text;
  }
  for (const flag of BRAND_FLAGS) info[flag] = values[flag] ? 'true' : 'false';
  return info;
}

/** The JSON text saved: the unknown fields as they came, then the form's. */
export function brandInfoText(values: BrandFormValues, extra: JsonRecord = {}): string {
  return JSON.stringify({ ...extra, ...brandInfoOf(values) });
}
