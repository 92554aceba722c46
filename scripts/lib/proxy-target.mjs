// Where `npm run mock:proxy` forwards to. The console calls its API under the base /admin (spec
// 7.1); a stock JeecgBoot 3.4.3 answers under its servlet context path /jeecg-boot
// (application-dev.yml `server.servlet.context-path`). `--jeecg-boot` (or `--context-path <path>`)
// maps the one onto the other, so a stock backend can be checked without a rewriting proxy.
// Pure functions only: scripts/mock.mjs does the I/O.

/** The console's API base (spec 7.1). */
export const CONSOLE_API_BASE = '/admin';
/** The servlet context path of a stock JeecgBoot 3.4.3 backend. */
export const JEECG_BOOT_CONTEXT_PATH = '/jeecg-boot';

const USAGE =
  'usage: npm run mock:proxy -- <backend URL> [--jeecg-boot | --context-path <path>]\n' +
  '  e.g. npm run mock:proxy -- http://your-backend:8080/admin\n' +
  '       npm run mock:proxy -- http://your-backend:8080 --jeecg-boot';

/** A context path as `/a/b`: one leading slash, no trailing one; `/` and '' mean none. */
export function normaliseContextPath(path) {
  const trimmed = String(path ?? '')
    .trim()
    .replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^\/?[A-Za-z0-9._~!$&'()*+,;=:@%/-]+$/.test(trimmed) || trimmed.includes('//')) {
    throw new Error(`--context-path ${path} is not a URL path`);
  }
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The arguments of scripts/mock.mjs: `--proxy <backend>` plus the optional mapping. Throws with
 * the usage on a malformed line.
 * @param {string[]} args
 * @returns {{ proxy: false } | { proxy: true, backend: string, contextPath: string | undefined }}
 */
export function parseMockArgs(args) {
  const proxyIndex = args.indexOf('--proxy');
  if (proxyIndex < 0) {
    if (args.includes('--jeecg-boot') || args.includes('--context-path')) {
      throw new Error(`--jeecg-boot and --context-path only apply to the proxy.\n${USAGE}`);
    }
    return { proxy: false };
  }
  let backend;
  let contextPath;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (index === proxyIndex) continue;
    if (arg === '--jeecg-boot') {
      if (contextPath !== undefined) throw new Error(`give the context path once.\n${USAGE}`);
      contextPath = JEECG_BOOT_CONTEXT_PATH;
    } else if (arg === '--context-path' || arg.startsWith('--context-path=')) {
      if (contextPath !== undefined) throw new Error(`give the context path once.\n${USAGE}`);
      const value = arg === '--context-path' ? args[(index += 1)] : arg.slice(15);
      if (value === undefined || value.startsWith('--')) {
        throw new Error(`--context-path needs a path.\n${USAGE}`);
      }
      contextPath = normaliseContextPath(value);
    } else if (backend === undefined && /^https?:\/\/\S+$/.test(arg)) {
      backend = arg;
    } else {
      throw new Error(`unexpected argument ${arg}.\n${USAGE}`);
    }
  }
  if (backend === undefined) throw new Error(USAGE);
  return { proxy: true, backend, contextPath };
}

/**
 * The upstream Prism forwards to. Without a context path, the backend URL as given. With one,
 * the URL's path must be empty, the console's base /admin, or already that context path; it
 * becomes the context path (http://host:8080/admin + /jeecg-boot → http://host:8080/jeecg-boot).
 * @param {string} backend
 * @param {string} [contextPath]
 */
export function upstreamUrl(backend, contextPath) {
  const url = new URL(backend);
  if (url.search || url.hash) throw new Error(`the backend URL ${backend} takes no query or hash`);
  const path = url.pathname.replace(/\/+$/, '');
  if (contextPath === undefined) return `${url.origin}${path}`;
  const context = normaliseContextPath(contextPath);
  if (path !== '' && path !== CONSOLE_API_BASE && path !== context) {
    throw new Error(
      `the backend URL ${backend} has the path ${path}: with a context path give the backend's ` +
        `origin (or its ${CONSOLE_API_BASE} base), e.g. ${url.origin}`,
    );
  }
  return `${url.origin}${context}`;
}

/**
 * Where a path the console sends ends up on the backend: its /admin base (when present) is
 * replaced by the upstream's path. `/admin/sys/login` and `/sys/login` (the form Prism receives
 * behind the console's dev proxy) both map to `<upstream>/sys/login`.
 * @param {string} consolePath
 * @param {string} upstream as returned by upstreamUrl
 */
export function backendUrlOf(consolePath, upstream) {
  const [pathname, ...rest] = consolePath.split('?');
  const below =
    pathname === CONSOLE_API_BASE || pathname.startsWith(`${CONSOLE_API_BASE}/`)
      ? pathname.slice(CONSOLE_API_BASE.length)
      : pathname;
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  return `${upstream.replace(/\/+$/, '')}${below.startsWith('/') ? below : `/${below}`}${query}`;
}
