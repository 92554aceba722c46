import { createElement } from 'react';
import { lazyWithRetry } from '../../components/ErrorBoundary';
import type { MenuNode } from '../../lib/menu/types';
import { IframePage } from './IframePage';
import { usePageLookup } from './pageLookup';

// antd's Result and its illustrations load only when a menu entry names an unknown page.
const UnknownComponent = lazyWithRetry(
  () => import('./UnknownComponent'),
  'page',
  (module) => module.UnknownComponent,
);

/** The page a routed menu entry shows (spec 2.3). */
export function MenuPage({ node }: { node: MenuNode }) {
  const pageFor = usePageLookup();
  if (node.kind === 'iframe') return <IframePage title={node.title} url={node.url} />;
  const page = pageFor(node.component);
  if (!page) return <UnknownComponent node={node} />;
  return createElement(page);
}
