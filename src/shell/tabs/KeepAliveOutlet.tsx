import { Activity, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { useLocation, useOutlet, type Location } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { tabKeyOf, reconcileKeptPages, type KeptPage } from '../../lib/tabs';
import { RouteProgressFallback } from '../progress/RouteProgress';
import { BelowSplatRoute, PageAtLocation } from './PageAtLocation';
import { useTabs } from './TabsContext';

interface KeptRoute {
  element: ReactElement | null;
  /** The location the page was opened at; a hidden page keeps seeing it, not the visible tab's. */
  location: Location;
}

/** At most this many pages stay mounted; the least recently used goes first. */
export const KEEP_ALIVE_MAX = 10;

export interface KeepAliveOutletProps {
  max?: number;
  /**
   * Shown while a page's lazy chunk loads. Each page has its own Suspense boundary, so a new tab
   * shows this at once instead of the router's transition holding on to the previous page.
   */
  fallback?: ReactNode;
}

/**
 * The layout's <Outlet/> with keep-alive: pages of open tabs whose route has meta keepAlive stay
 * mounted under a hidden <Activity> (state kept, effects paused), closed tabs are dropped, and a
 * refreshed tab mounts afresh (spec 2.3 "Routes may be kept alive by meta", 2.8). Each page has
 * its own error boundary: a crash shows an error state in its tab, the shell and the other tabs
 * stay usable.
 */
export function KeepAliveOutlet({
  max = KEEP_ALIVE_MAX,
  fallback = <RouteProgressFallback />,
}: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const { tabs, activeKey, activeTab } = useTabs();
  const locationKey = tabKeyOf(location.pathname, location.search);
  // While a tab action's navigation is pending, the outlet still shows the previous route.
  const showing = activeTab !== undefined && activeKey === locationKey;

  const [kept, setKept] = useState<readonly KeptPage<KeptRoute>[]>([]);
  const pages = reconcileKeptPages(kept, {
    openKeys: tabs.map((tab) => tab.key),
    activeKey,
    activeKeepAlive: showing && activeTab.keepAlive,
    max,
    create: () => ({ element: outlet, location }),
  });
  if (pages !== kept) setKept(pages);

  const refreshCountOf = (key: string) => tabs.find((tab) => tab.key === key)?.refreshCount ?? 0;
  const activeIsKept = pages.some((page) => page.key === activeKey);

  return (
    <>
      <BelowSplatRoute>
        {pages.map((page) => {
          const visible = page.key === activeKey;
          const live = visible && showing;
          return (
            <Activity key={page.key} mode={visible ? 'visible' : 'hidden'}>
              <ErrorBoundary key={refreshCountOf(page.key)} area="page">
                <Suspense fallback={fallback}>
                  <PageAtLocation
                    element={live ? outlet : page.value.element}
                    location={live ? location : page.value.location}
                  />
                </Suspense>
              </ErrorBoundary>
            </Activity>
          );
        })}
      </BelowSplatRoute>
      {showing && !activeIsKept && (
        <ErrorBoundary key={`${activeTab.key}#${activeTab.refreshCount}`} area="page">
          <Suspense fallback={fallback}>{outlet}</Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
