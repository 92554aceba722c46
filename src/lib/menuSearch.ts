/**
 * The header's 搜索菜单 (spec 2.6): every visible, non-container menu entry searched by title, and
 * where picking one leads — a new tab for external links, the router for everything else
 * (iframe pages are routes too).
 */
import { checkedHttpUrl } from './menu/placeholders';
import type { MenuNode, MenuNodeKind } from './menu/types';

export interface MenuSearchEntry {
  id: string;
  title: string;
  /** Titles of the enclosing containers, outermost first, for telling equal titles apart. */
  trail: string[];
  path: string;
  kind: Exclude<MenuNodeKind, 'container'>;
  url?: string;
}

export type MenuSearchTarget = { type: 'external'; url: string } | { type: 'route'; path: string };

/** Visible leaf entries in menu order; hidden entries and everything below them are left out. */
export function searchableEntries(
  nodes: readonly MenuNode[],
  trail: string[] = [],
): MenuSearchEntry[] {
  return nodes.flatMap((node): MenuSearchEntry[] => {
    if (node.hidden) return [];
    if (node.kind === 'container') {
      return searchableEntries(node.children, [...trail, node.title]);
    }
    const entry: MenuSearchEntry = {
      id: node.id,
      title: node.title,
      trail,
      path: node.path,
      kind: node.kind,
    };
    if (node.url) entry.url = node.url;
    return [entry];
  });
}

const normalise = (text: string): string => text.trim().toLocaleLowerCase();

/** Entries whose title contains the query (case-insensitive); an empty query matches nothing. */
export function filterEntries(
  entries: readonly MenuSearchEntry[],
  query: string,
): MenuSearchEntry[] {
  const wanted = normalise(query);
  if (wanted === '') return [];
  return entries.filter((entry) => normalise(entry.title).includes(wanted));
}

/** Where picking an entry goes; undefined for an external entry without a usable URL. */
export function menuEntryTarget(entry: MenuSearchEntry): MenuSearchTarget | undefined {
  if (entry.kind === 'external') {
    const url = entry.url ? checkedHttpUrl(entry.url) : undefined;
    return url ? { type: 'external', url } : undefined;
  }
  return { type: 'route', path: entry.path };
}
