// The one module the user menu imports its dialogs through. Three of them are also imported by
// 个人中心's page, which makes the bundler rename their chunk's exports; a module of its own keeps
// the names, so that lazyWithRetry's retry under a fresh address can pick them (issue 20).
export { DecryptDialog } from './DecryptDialog';
export { DepartSwitchDialog } from './DepartSwitchDialog';
export { LoginPasswordDialog } from './LoginPasswordDialog';
export { OperationPasswordDialog } from './OperationPasswordDialog';
export { PayPasswordDialog } from './PayPasswordDialog';
