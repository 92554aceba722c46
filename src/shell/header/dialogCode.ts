import type { ComponentType } from 'react';
import { lazyWithRetry } from '../../components/ErrorBoundary/lazyWithRetry';
import type { UserMenuItem } from '../../lib/headerRules';

/** The user menu items that open a dialog of their own. */
export type DialogItem = Exclude<UserMenuItem, 'settings'>;

const arrived = new Set<DialogItem>();
const listeners = new Set<() => void>();

/** Notes that a dialog's code is there (a first load, a preload or a retry after a failure). */
function arrive<P extends object>(item: DialogItem, dialog: ComponentType<P>): ComponentType<P> {
  arrived.add(item);
  for (const listener of listeners) listener();
  return dialog;
}

/** Whether the dialog's code has been loaded; `subscribe` hears of each arrival. */
export const dialogCode = {
  has: (item: DialogItem) => arrived.has(item),
  /** Changes with every arrival, for useSyncExternalStore. */
  version: () => arrived.size,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

// The dialogs (antd Form, Input, Select, their rules and calls) load on their first opening, not
// with the header on every page (issue 20).
export const LoginPasswordDialog = lazyWithRetry(
  () => import('./dialogEntries'),
  'widget',
  (module) => arrive('loginPassword', module.LoginPasswordDialog),
);
export const PayPasswordDialog = lazyWithRetry(
  () => import('./dialogEntries'),
  'widget',
  (module) => arrive('payPassword', module.PayPasswordDialog),
);
export const OperationPasswordDialog = lazyWithRetry(
  () => import('./dialogEntries'),
  'widget',
  (module) => arrive('operationPassword', module.OperationPasswordDialog),
);
export const DecryptDialog = lazyWithRetry(
  () => import('./dialogEntries'),
  'widget',
  (module) => arrive('dataDecrypt', module.DecryptDialog),
);
export const DepartSwitchDialog = lazyWithRetry(
  () => import('./dialogEntries'),
  'widget',
  (module) => arrive('departSwitch', module.DepartSwitchDialog),
);

const DIALOGS: Record<DialogItem, { preload(): Promise<void> }> = {
  loginPassword: LoginPasswordDialog,
  payPassword: PayPasswordDialog,
  operationPassword: OperationPasswordDialog,
  dataDecrypt: DecryptDialog,
  departSwitch: DepartSwitchDialog,
};

/** Starts fetching the dialogs' code, so that a click on a menu item finds it loaded. */
export function preloadDialogs(items: readonly DialogItem[]) {
  for (const item of items) void DIALOGS[item].preload();
}
