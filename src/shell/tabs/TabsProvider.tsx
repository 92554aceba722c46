import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useOutlet } from 'react-router';
import { HOME_PATH } from '../../lib/constants';
import {
  applyTabAction,
  EMPTY_TABS,
  tabKeyOf,
  isTabClosable,
  tabMenuAvailability,
  type TabMeta,
  type TabsAction,
  type TabsState,
} from '../../lib/tabs';
import { TabsContext, type TabsContextValue } from './TabsContext';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

export interface TabsProviderProps {
  /**
   * Title and keep-alive of the page a route path shows (the home path gives 首页), or null when
   * the path shows no page of its own (a route that only redirects): such a location opens no
   * tab. Keep it stable (useMemo): a new function re-reads every tab's title.
   */
  resolveTab: (pathname: string) => TabMeta | null;
  /** Display setting 多页签模式 (spec 2.9); defaults to on. */
  multipage?: boolean;
  homePath?: string;
  children: ReactNode;
}

interface OpenInputs {
  key: string;
  resolveTab: TabsProviderProps['resolveTab'];
  multipage: boolean;
}

type KeyedAction = Exclude<TabsAction, { type: 'open' }>;

/**
 * Opens a tab for every page the router shows and turns tab actions into navigation (spec 4).
 * A location without a page (resolveTab gives null) opens no tab: its route element, a redirect,
 * renders outside the tabs while the current tab stays on screen.
 */
export function TabsProvider({
  resolveTab,
  multipage = true,
  homePath = HOME_PATH,
  children,
}: TabsProviderProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const { message } = useAppFeedback();
  const locationKey = tabKeyOf(pathname, search);
  const [state, setState] = useState<TabsState>(EMPTY_TABS);
  const [opened, setOpened] = useState<OpenInputs | null>(null);

  const meta = resolveTab(pathname);
  // The current route's tab exists in the very render that shows the route, so the outlet never
  // sees a page without its tab; hence state adjusted during render rather than in an effect.
  if (
    opened === null ||
    opened.key !== locationKey ||
    opened.resolveTab !== resolveTab ||
    opened.multipage !== multipage
  ) {
    setOpened({ key: locationKey, resolveTab, multipage });
    if (meta !== null) {
      const page = { ...meta, key: locationKey, path: pathname };
      const homeMeta = resolveTab(homePath);
      const home = homeMeta === null ? undefined : { ...homeMeta, key: homePath, path: homePath };
      setState(applyTabAction(state, { type: 'open', page, multipage, home }, homePath).state);
    }
  }

  // Tab actions commit in a transition, which a heavy page may keep pending for a while; an action
  // taken meanwhile (closing the tab just activated) must start from the pending outcome, not from
  // the last committed one, or it would compute no move and the pending route would reopen its tab.
  const pending = useRef<{ state: TabsState; locationKey: string } | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [state, locationKey]);

  const dispatch = useCallback(
    (action: KeyedAction) => {
      const base = pending.current ?? { state, locationKey };
      const result = applyTabAction(base.state, action, homePath);
      if (result.message !== undefined) void message.warning(result.message);
      const changed = result.state !== base.state;
      const target = result.state.activeKey;
      const move = target !== null && target !== base.locationKey;
      if (!changed && !move) return;
      pending.current = { state: result.state, locationKey: move ? target : base.locationKey };
      // One transition with the router's own, so tabs and page change in the same commit.
      startTransition(() => {
        if (changed) setState(result.state);
        if (move) void navigate(target);
      });
    },
    [state, homePath, message, navigate, locationKey, setState],
  );

  const value = useMemo<TabsContextValue>(
    () => ({
      tabs: state.tabs,
      activeKey: state.activeKey,
      activeTab: state.tabs.find((tab) => tab.key === state.activeKey),
      homePath,
      multipage,
      activate: (key) => dispatch({ type: 'activate', key }),
      close: (key) => dispatch({ type: 'close', key }),
      closeLeft: (key) => dispatch({ type: 'closeLeft', key }),
      closeRight: (key) => dispatch({ type: 'closeRight', key }),
      closeOthers: (key) => dispatch({ type: 'closeOthers', key }),
      refresh: (key) => dispatch({ type: 'refresh', key }),
      menuAvailability: (key) => tabMenuAvailability(state, key, homePath),
      closable: (key) => isTabClosable(state, key, homePath),
    }),
    [state, homePath, multipage, dispatch],
  );

  return (
    <TabsContext.Provider value={value}>
      {children}
      {meta === null && outlet}
    </TabsContext.Provider>
  );
}
