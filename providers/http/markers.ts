/**
 * Per-request flags travel as private headers, because a Request is cloned and rebuilt on its way
 * through the pipeline (and on replay) and headers are what survives that. They are removed just
 * before the request leaves the browser.
 */
const MARKER_PREFIX = 'x-console-';

/** Add X-Sign and X-TIMESTAMP (spec 7.1). */
export const SIGNED_MARKER = `${MARKER_PREFIX}signed`;
/** The reply is a file, not an envelope: no JSON check, no malformed-reply rewrite. */
export const BINARY_MARKER = `${MARKER_PREFIX}binary`;
/** The caller has its own fallback (branding defaults, spec 8.4): reject without a notice. */
export const QUIET_MARKER = `${MARKER_PREFIX}quiet`;

type Marker = typeof SIGNED_MARKER | typeof BINARY_MARKER | typeof QUIET_MARKER;

export function isMarked(request: Request, marker: Marker): boolean {
  return request.headers.has(marker);
}

export function markerHeaders(...markers: Marker[]): Record<string, string> {
  return Object.fromEntries(markers.map((marker) => [marker, '1']));
}

/**
 * Marks an openapi-fetch call as signed:
 * `http.sys.GET('/sys/dict/loadDict/{dictCode}', { params, headers: SIGNED_HEADERS })`.
 */
export const SIGNED_HEADERS: Readonly<Record<string, string>> = markerHeaders(SIGNED_MARKER);

/**
 * The contract marks X-Sign and X-TIMESTAMP required where JeecgBoot's signing interceptor checks
 * them; the signing step computes both from the final request, so a typed call passes these
 * placeholders as `params.header` next to SIGNED_HEADERS, and the step overwrites them.
 */
export const SIGNATURE_PLACEHOLDERS = { 'X-Sign': '', 'X-TIMESTAMP': '' } as const;

/** Marks an openapi-fetch call whose failures the caller handles without a notice. */
export const QUIET_HEADERS: Readonly<Record<string, string>> = markerHeaders(QUIET_MARKER);

export function withoutMarkers(request: Request): Request {
  const headers = new Headers(request.headers);
  const markers = [...headers.keys()].filter((name) => name.startsWith(MARKER_PREFIX));
  if (markers.length === 0) return request;
  for (const name of markers) headers.delete(name);
  return new Request(request, { headers });
}
