import type { I18nProvider } from '@refinedev/core';
import { zhCN } from './i18n/zh-CN';

/** The console is Chinese only (spec 1). */
export const LOCALE = 'zh-CN';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders from `params`. A placeholder without a string or number value is
 * left as written, so a missing parameter shows up instead of silently vanishing.
 */
export function interpolate(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}

const isParams = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Refine calls both `translate(key, params, default)` and `translate(key, default)`
 * (refine-v5-notes §1.5). A missing key gives the default, or `undefined` when there is none,
 * never the key itself: Refine falls back to its own text only on `undefined`, and a raw key such
 * as `buttons.save` must never reach the screen. An empty translation (`documentTitle.suffix`) is
 * a translation, not a missing key.
 */
export function translate(
  key: string,
  options?: unknown,
  defaultMessage?: string,
  messages: Readonly<Record<string, string>> = zhCN,
): string | undefined {
  const params = isParams(options) ? options : {};
  const fallback = typeof options === 'string' ? options : defaultMessage;
  const message = Object.hasOwn(messages, key) ? messages[key] : fallback;
  return message === undefined ? undefined : interpolate(message, params);
}

export const i18nProvider: I18nProvider = {
  // Refine's type says `string`, but its callers treat `undefined` as "no translation".
  translate: ((key: string, options?: unknown, defaultMessage?: string) =>
    translate(key, options, defaultMessage)) as I18nProvider['translate'],
  changeLocale: () => LOCALE,
  getLocale: () => LOCALE,
};
