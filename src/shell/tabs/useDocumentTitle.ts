import { useEffect } from 'react';
import { formatDocumentTitle } from '../../lib/documentTitle';

/** Sets the browser tab title: '<page title> · <system title>', the system title on home (spec 2.8). */
export function useDocumentTitle(
  pageTitle: string | undefined,
  systemTitle: string,
  isHome: boolean,
): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, systemTitle, isHome);
  }, [pageTitle, systemTitle, isHome]);
}
