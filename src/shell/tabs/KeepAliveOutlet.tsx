import {
  Activity,
  Fragment,
  useContext,
  useState,
  type ContextType,
  type ReactElement,
} from 'react';
import { UNSAFE_LocationContext, useOutlet } from 'react-router';
import { fullPathOf, reconcileKeptPages, type KeptPage } from '../../lib/tabs';
import { useTabs } from './TabsContext';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

interface KeptRoute {
  element: ReactElement | null;
  /** The location the page was opened at; a hidden page keeps seeing it, not the visible tab's. */
  location: LocationContextValue;
}

/** At most this many pages stay mounted; the least recently used goes first. */
export const KEEP_ALIVE_MAX = 10;

export interface KeepAliveOutletProps {
  max?: number;
}

/**
 * The layout's <Outlet/> with keep-alive: pages of open tabs whose route has meta keepAlive stay
 * mounted under a hidden <Activity> (state kept, effects paused), closed tabs are dropped, and a
 * refreshed tab mounts afresh (spec 2.3 "Routes may be kept alive by meta", 2.8).
 */
export function KeepAliveOutlet({ max = KEEP_ALIVE_MAX }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useContext(UNSAFE_LocationContext);
  const { tabs, activeKey, activeTab } = useTabs();
  const locationKey = fullPathOf(location.location.pathname, location.location.search);
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
      {pages.map((page) => {
        const visible = page.key === activeKey;
        const live = visible && showing;
        return (
          <Activity key={page.key} mode={visible ? 'visible' : 'hidden'}>
            <UNSAFE_LocationContext.Provider value={live ? location : page.value.location}>
              <Fragment key={refreshCountOf(page.key)}>
                {live ? outlet : page.value.element}
              </Fragment>
            </UNSAFE_LocationContext.Provider>
          </Activity>
        );
      })}
      {showing && !activeIsKept && (
        <Fragment key={`${activeTab.key}#${activeTab.refreshCount}`}>{outlet}</Fragment>
      )}
    </>
  );
}
