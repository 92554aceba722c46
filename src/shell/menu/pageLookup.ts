/**
 * The page a menu entry's JeecgBoot component path names (architecture "Server menu → Refine
 * resources"). The app injects it, combining the shell's own pages with the resources', so the
 * shell does not know the resources.
 */
import { createContext, useContext, type ComponentType } from 'react';

export type PageLookup = (component: string) => ComponentType | undefined;

export const PageLookupContext = createContext<PageLookup | null>(null);

export function usePageLookup(): PageLookup {
  const lookup = useContext(PageLookupContext);
  if (!lookup) throw new Error('usePageLookup: the shell is rendered without a page lookup');
  return lookup;
}
