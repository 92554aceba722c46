/**
 * Runtime configuration (spec 7.1, architecture "Configuration"): build-time VITE_* values,
 * overridable at run time by an optional public/config.js that assigns window.__CONSOLE_CONFIG__,
 * so operations can change bases and keys without a rebuild.
 */
export interface ConsoleConfig {
  /** Base of every /sys and /cap call. */
  apiBase: string;
  /** Path of stored files below the API base (spec 7.1). */
  staticBase: string;
  /** Domain that static file paths are joined to; defaults to apiBase + staticBase. */
  staticDomain: string;
  /** Base for websockets; empty means same origin as the page. */
  wsBase: string;
  /** Header help icon target (spec 2.6); empty hides the icon. */
  helpUrl: string;
  /** Suffix secret of the X-Sign hash (spec 7.1, jeecg-contracts §5). */
  signSecret: string;
  /** AES-ECB key for login credentials (spec 7.2). */
  loginAesKey: string;
}

declare global {
  interface Window {
    __CONSOLE_CONFIG__?: Partial<ConsoleConfig>;
  }
}

type Env = Record<string, string | boolean | undefined>;

export function resolveConfig(env: Env, override: Partial<ConsoleConfig> = {}): ConsoleConfig {
  const text = (key: string, fallback = ''): string => {
    const value = env[key];
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  const apiBase = override.apiBase ?? text('VITE_API_BASE', '/admin');
  const staticBase = override.staticBase ?? text('VITE_STATIC_BASE', '/sys/common/static');
  return {
    apiBase,
    staticBase,
    staticDomain: override.staticDomain ?? text('VITE_STATIC_DOMAIN', `${apiBase}${staticBase}`),
    wsBase: override.wsBase ?? text('VITE_WS_BASE'),
    helpUrl: override.helpUrl ?? text('VITE_HELP_URL'),
    signSecret: override.signSecret ?? text('VITE_SIGN_SECRET'),
    loginAesKey: override.loginAesKey ?? text('VITE_LOGIN_AES_KEY'),
  };
}

let current: ConsoleConfig | undefined;

export function getConfig(): ConsoleConfig {
  current ??= resolveConfig(
    import.meta.env as Env,
    typeof window === 'undefined' ? {} : (window.__CONSOLE_CONFIG__ ?? {}),
  );
  return current;
}
