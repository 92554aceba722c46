/**
 * Request signing (spec 7.1), reproducing the old console's signMd5Utils (jeecg-contracts §5.1):
 * path variable + query + params/body, numbers as strings, `_t` left out, keys in UTF-16 order,
 * JSON, secret appended, MD5, upper-case hex.
 */
import Hex from 'crypto-js/enc-hex';
import MD5 from 'crypto-js/md5';
import { isRecord } from './guards';

const PATH_VARIABLE_KEY = 'x-path-variable';
const CACHE_BUSTER_PARAM = '_t';

export type SignParams = Readonly<Record<string, unknown>>;

/**
 * The object that is signed. The URL's own query is read URL-decoded, which is what the backend
 * compares against (§5.2); the old client only ever put literal ASCII queries in URLs.
 */
export function signaturePayload(url: string, ...paramSets: SignParams[]): Record<string, unknown> {
  const parsed = new URL(url, 'http://sign.invalid');
  const payload: Record<string, unknown> = {};
  const lastSegment = parsed.pathname.split('/').pop() ?? '';
  if (lastSegment.includes(',')) payload[PATH_VARIABLE_KEY] = decodeURIComponent(lastSegment);
  for (const [key, value] of parsed.searchParams) payload[key] = value;
  for (const params of paramSets) {
    for (const [key, value] of Object.entries(params)) {
      payload[key] = typeof value === 'number' ? String(value) : value;
    }
  }
  delete payload[CACHE_BUSTER_PARAM];
  return payload;
}

/**
 * JSON with keys in UTF-16 code-unit order. Built by hand because a JS object would move
 * integer-like keys first, which neither the old client's sort nor the backend's TreeMap does.
 */
export function canonicalJson(payload: Record<string, unknown>): string {
  const members = Object.keys(payload)
    .sort()
    .filter((key) => payload[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(payload[key])}`);
  return `{${members.join(',')}}`;
}

export function computeSign(url: string, params: unknown, secret: string): string {
  const payload = signaturePayload(url, isRecord(params) ? params : {});
  return MD5(canonicalJson(payload) + secret)
    .toString(Hex)
    .toUpperCase();
}

/** X-TIMESTAMP in local time, yyyyMMddHHmmss (spec 7.1). */
export function formatSignTimestamp(date: Date): string {
  const two = (value: number): string => String(value).padStart(2, '0');
  return (
    String(date.getFullYear()).padStart(4, '0') +
    two(date.getMonth() + 1) +
    two(date.getDate()) +
    two(date.getHours()) +
    two(date.getMinutes()) +
    two(date.getSeconds())
  );
}
