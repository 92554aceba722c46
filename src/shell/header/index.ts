/** The signed-in header (spec 2.6): mount `GlobalHeader` in the layout's header. */
export { DecryptDialog, type DecryptDialogProps } from './DecryptDialog';
export { DepartSwitchDialog, type DepartSwitchDialogProps } from './DepartSwitchDialog';
export { GlobalHeader, type GlobalHeaderProps } from './GlobalHeader';
export { HelpLink, type HelpLinkProps } from './HelpLink';
export { LoginPasswordDialog, type PasswordDialogProps } from './LoginPasswordDialog';
export { MenuSearch, type MenuSearchProps } from './MenuSearch';
export { OperationPasswordDialog } from './OperationPasswordDialog';
export { PayPasswordDialog } from './PayPasswordDialog';
export { switchGroup, switchSystem } from './sessionSwitch';
export { SmsCaptchaField, type SmsCaptchaFieldProps } from './SmsCaptchaField';
export { EntitySwitcher, PlatformSwitcher, SystemSwitcher, type SwitcherProps } from './Switchers';
export { UserMenu, type UserMenuProps } from './UserMenu';
