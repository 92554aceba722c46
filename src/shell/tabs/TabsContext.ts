import { createContext, useContext } from 'react';
import type { TabEntry, TabMenuAvailability } from '../../lib/tabs';

/** What the tab bar, the keep-alive outlet and the layout read from the tabs (spec 2.8, 4). */
export interface TabsContextValue {
  tabs: readonly TabEntry[];
  activeKey: string | null;
  activeTab: TabEntry | undefined;
  homePath: string;
  /** Display setting 多页签模式 (spec 2.9); off keeps only the current page. */
  multipage: boolean;
  activate(key: string): void;
  close(key: string): void;
  closeLeft(key: string): void;
  closeRight(key: string): void;
  closeOthers(key: string): void;
  refresh(key: string): void;
  menuAvailability(key: string): TabMenuAvailability;
  /** Whether the tab offers a close control: never home nor the last tab (spec 2.8). */
  closable(key: string): boolean;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

export function useTabs(): TabsContextValue {
  const value = useContext(TabsContext);
  if (value === null) throw new Error('useTabs must be used inside <TabsProvider>');
  return value;
}
