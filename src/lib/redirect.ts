/**
 * Post-login redirect targets come from the URL (`?redirect=`), so only same-origin, app-relative
 * paths are followed (ASVS V5.1.5). A target is judged as the browser and the router will read it:
 * resolved by the URL parser (dot segments, backslashes, tabs and newlines) and at every level of
 * percent-decoding, since the router matches decoded paths. Anything else falls back.
 */
const PROBE_ORIGIN = 'http://console.invalid';
/** Deeper nesting than this is no real path; it is refused rather than decoded further. */
const MAX_DECODING_LEVELS = 3;

// The URL parser drops tabs and newlines and trims control characters and spaces, which is how
// "/\t/evil.example" turns into "//evil.example".
const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

function pathPart(text: string): string {
  const end = text.search(/[?#]/);
  return end === -1 ? text : text.slice(0, end);
}

/** `text` resolved against the app's origin, or undefined when it could leave the app. */
function resolveInApp(text: string): URL | undefined {
  if (!text.startsWith('/') || /^\/[/\\]/.test(text)) return undefined;
  const path = pathPart(text);
  if (path.includes('\\') || hasControlCharacter(path)) return undefined;
  const resolved = new URL(text, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN) return undefined;
  // "/.//evil.example" resolves to the path "//evil.example", which a router reads as a host.
  return /^\/[/\\]/.test(resolved.pathname) ? undefined : resolved;
}

function decodedOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Whether each percent-decoding of the path still resolves in the app ("/%2F%2Fevil" does not). */
function staysInAppDecoded(pathname: string): boolean {
  let level = pathname;
  for (let depth = 0; depth < MAX_DECODING_LEVELS; depth += 1) {
    const decoded = decodedOnce(level);
    if (decoded === undefined) return false;
    if (decoded === level) return true;
    const resolved = resolveInApp(decoded);
    if (!resolved) return false;
    // Re-encoding by the parser ("客户" → "%E5%AE%A2%E6%88%B7") is a fixed point, not another level.
    if (resolved.pathname === level) return true;
    level = resolved.pathname;
  }
  return false;
}

/** The normalised same-origin path of `candidate`, or `fallback` when it is not one. */
export function safeRedirectPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  // A target encoded once more than the query needs ("%2Fisystem%2Fuser") is read decoded.
  const target = candidate.startsWith('/') ? candidate : decodedOnce(candidate);
  const resolved = target === undefined ? undefined : resolveInApp(target);
  if (!resolved || !staysInAppDecoded(resolved.pathname)) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
