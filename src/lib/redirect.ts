/**
 * Post-login redirect targets come from the URL (`?redirect=`), so only same-origin, app-relative
 * paths are followed (ASVS V5.1.5): "/x" yes; "//host", "/\\host", "http:", "javascript:" no.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return fallback;
  }
  if (!/^\/(?![/\\])/.test(decoded) || decoded.includes('\\')) return fallback;
  // Reject control characters, which browsers strip before resolving ("/\t/evil.com").
  if ([...decoded].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  const base = 'http://console.invalid';
  const resolved = new URL(decoded, base);
  if (resolved.origin !== base) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
