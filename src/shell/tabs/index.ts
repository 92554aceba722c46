export { KEEP_ALIVE_MAX, KeepAliveOutlet, type KeepAliveOutletProps } from './KeepAliveOutlet';
export { TabMenu, type TabMenuProps } from './TabMenu';
export { TabsBar } from './TabsBar';
export { useTabs, type TabsContextValue } from './TabsContext';
export { TabsProvider, type TabsProviderProps } from './TabsProvider';
export { useDocumentTitle } from './useDocumentTitle';
