// The Content-Security-Policy of deploy/nginx.conf for servers other than nginx: `vite preview`
// (and so the e2e suite) sends the policy nginx sends, read from the `set` lines of nginx.conf,
// and fills index.html's nonce placeholder as nginx's sub_filter does. One source of the policy.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const nginxConf = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/nginx.conf',
);

/** `set $name "value";` lines of nginx.conf, in order (comments after them allowed). */
const SET_LINE = /^\s*set \$(\w+) "([^"]*)";/;
const SUB_FILTER_LINE = /^\s*sub_filter '([^']+)' '\$request_id';/;

function nginxLines() {
  return readFileSync(nginxConf, 'utf8').split('\n');
}

/** The placeholder index.html carries where each response puts its nonce (vite html.cspNonce). */
export function cspNoncePlaceholder() {
  for (const line of nginxLines()) {
    const match = SUB_FILTER_LINE.exec(line);
    if (match) return match[1];
  }
  throw new Error('deploy/nginx.conf has no sub_filter of the CSP nonce placeholder');
}

/**
 * The policy nginx sends with `nonce` as its $request_id: the `set` lines evaluated in order, as
 * nginx does, with any variable other than request_id taken from an earlier `set`.
 */
export function contentSecurityPolicy(nonce) {
  const variables = new Map([['request_id', nonce]]);
  for (const line of nginxLines()) {
    const match = SET_LINE.exec(line);
    if (!match) continue;
    const [, name, template] = match;
    const value = template.replace(/\$(\w+)/g, (_, variable) => {
      if (!variables.has(variable))
        throw new Error(`deploy/nginx.conf: $${variable} is used before it is set`);
      return variables.get(variable);
    });
    variables.set(name, value);
  }
  const policy = variables.get('console_csp');
  if (!policy) throw new Error('deploy/nginx.conf sets no $console_csp');
  // Empty origin variables leave double spaces; nginx sends them as they are.
  return policy.replace(/\s+/g, ' ').replace(/ ;/g, ';').trim();
}

/** A fresh nonce per response, like nginx's $request_id (32 hex digits). */
export function newNonce() {
  return randomBytes(16).toString('hex');
}

/**
 * Connect middleware for `vite preview` of `distDir`: every response carries the policy; the
 * requests nginx answers with index.html (a navigation to a path with no file, outside the API
 * base) get it with this response's nonce in place of the placeholder.
 */
export function contentSecurityPolicyMiddleware({ distDir, apiBase }) {
  const placeholder = cspNoncePlaceholder();
  const indexHtml = path.join(distDir, 'index.html');
  const isFile = (pathname) => {
    let file;
    try {
      file = path.join(distDir, decodeURIComponent(pathname));
    } catch {
      return false; // malformed escapes name no file
    }
    return file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
  };
  return (request, response, next) => {
    const nonce = newNonce();
    response.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    const servesIndex =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith(`${apiBase}/`) &&
      (pathname === '/index.html' || !isFile(pathname)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!servesIndex) return next();
    const html = readFileSync(indexHtml, 'utf8').replaceAll(placeholder, nonce);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(request.method === 'HEAD' ? undefined : html);
  };
}
