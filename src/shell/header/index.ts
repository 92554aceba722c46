/**
 * The signed-in header (spec 2.6): mount `GlobalHeader` in the layout's header. Its dialogs are
 * not exported here: they load on their first opening (./UserMenuDialogs), and a static import
 * through this file would put them back into every page's first load (issue 20).
 */
export { GlobalHeader, type GlobalHeaderProps } from './GlobalHeader';
export { HelpLink, type HelpLinkProps } from './HelpLink';
export { MenuSearch, type MenuSearchProps } from './MenuSearch';
export { switchGroup, switchSystem } from './sessionSwitch';
export { EntitySwitcher, PlatformSwitcher, SystemSwitcher, type SwitcherProps } from './Switchers';
export { UserMenu, type UserMenuProps } from './UserMenu';
