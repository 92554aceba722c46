export interface SocketBaseParts {
  /** Configured websocket base; empty means the API base on the page's own host. */
  wsBase: string;
  apiBase: string;
  pageUrl: string;
}

/**
 * ws(s)://… address of `path` (starting with '/') below the configured websocket base, shared by
 * the notification and grid sockets (spec 7.6). Undefined when the base is not an http(s) or
 * ws(s) address.
 */
export function websocketUrl(
  { wsBase, apiBase, pageUrl }: SocketBaseParts,
  path: string,
): URL | undefined {
  let base: URL;
  try {
    base = new URL(wsBase || apiBase, pageUrl);
  } catch {
    return undefined;
  }
  const protocol = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' }[
    base.protocol
  ];
  if (!protocol) return undefined;
  const url = new URL(`${base.pathname.replace(/\/+$/, '')}${path}`, base);
  url.protocol = protocol;
  url.search = '';
  url.hash = '';
  return url;
}
