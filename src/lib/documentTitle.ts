/** The browser tab title (spec 2.8): '<page title> · <system title>', the system title alone on home. */

export const DOCUMENT_TITLE_SEPARATOR = ' · ';

export function formatDocumentTitle(
  pageTitle: string | undefined,
  systemTitle: string,
  isHome: boolean,
): string {
  const page = pageTitle?.trim() ?? '';
  const system = systemTitle.trim();
  if (isHome || page === '') return system;
  if (system === '') return page;
  return `${page}${DOCUMENT_TITLE_SEPARATOR}${system}`;
}
