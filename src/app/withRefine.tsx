import { useState, type ComponentType } from 'react';
import { lazyWithRetry, preloadComponent } from '../components/ErrorBoundary';

/** Refine around whatever it wraps, its code loaded when first needed (RefineScope.tsx). */
export const LazyRefineScope = lazyWithRetry(
  () => import('./RefineScope'),
  'page',
  (module) => module.RefineScope,
);

const wrapped = new WeakMap<ComponentType, ComponentType>();

/**
 * `Page` inside Refine. The page's code and Refine's are fetched side by side, not one after the
 * other, and the same page always gets the same wrapper, so a render never remounts it.
 */
export function withRefine(Page: ComponentType): ComponentType {
  const known = wrapped.get(Page);
  if (known) return known;
  function RefinedPage() {
    useState(() => preloadComponent(Page));
    return (
      <LazyRefineScope>
        <Page />
      </LazyRefineScope>
    );
  }
  RefinedPage.preload = () =>
    Promise.all([LazyRefineScope.preload(), preloadComponent(Page)]).then(() => undefined);
  wrapped.set(Page, RefinedPage);
  return RefinedPage;
}
