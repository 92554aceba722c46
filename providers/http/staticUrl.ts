/** URL of a stored file (spec 7.1, 9): the static domain plus the relative path, unless absolute. */
export function staticUrl(staticDomain: string, path: string | null | undefined): string {
  const trimmed = (path ?? '').trim();
  if (trimmed === '') return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `${staticDomain.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}

/** A relative API base resolved against the page address, as Request needs absolute URLs. */
export function resolveApiBase(apiBase: string, pageUrl: string | undefined): string {
  const absolute = /^https?:\/\//i.test(apiBase) || pageUrl === undefined;
  const resolved = absolute ? apiBase : new URL(apiBase, pageUrl).href;
  return resolved.replace(/\/+$/, '');
}
