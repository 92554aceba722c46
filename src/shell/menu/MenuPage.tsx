import { createElement } from 'react';
import type { MenuNode } from '../../lib/menu/types';
import { IframePage } from './IframePage';
import { UnknownComponent } from './lazyNotices';
import { usePageLookup } from './pageLookup';

/** The page a routed menu entry shows (spec 2.3). */
export function MenuPage({ node }: { node: MenuNode }) {
  const pageFor = usePageLookup();
  if (node.kind === 'iframe') return <IframePage title={node.title} url={node.url} />;
  const page = pageFor(node.component);
  if (!page) return <UnknownComponent node={node} />;
  return createElement(page);
}
