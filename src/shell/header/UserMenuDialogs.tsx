import { Suspense, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../../components/ErrorBoundary/lazyWithRetry';
import type { SessionProfile, UserMenuItem } from '../../lib/headerRules';
import type { PasswordPolicy } from '../../lib/validators/passwords';

/** The user menu items that open a dialog of their own. */
export type DialogItem = Exclude<UserMenuItem, 'settings'>;

// The dialogs (antd Form, Input, Select, their rules and calls) load on their first opening, not
// with the header on every page (issue 20).
const LoginPasswordDialog = lazyWithRetry(
  () => import('./LoginPasswordDialog'),
  'widget',
  (module) => module.LoginPasswordDialog,
);
const PayPasswordDialog = lazyWithRetry(
  () => import('./PayPasswordDialog'),
  'widget',
  (module) => module.PayPasswordDialog,
);
const OperationPasswordDialog = lazyWithRetry(
  () => import('./OperationPasswordDialog'),
  'widget',
  (module) => module.OperationPasswordDialog,
);
const DecryptDialog = lazyWithRetry(
  () => import('./DecryptDialog'),
  'widget',
  (module) => module.DecryptDialog,
);
const DepartSwitchDialog = lazyWithRetry(
  () => import('./DepartSwitchDialog'),
  'widget',
  (module) => module.DepartSwitchDialog,
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

export interface UserMenuDialogsProps {
  /** The dialog shown now, if any. */
  open?: DialogItem;
  onClose: () => void;
  profile: SessionProfile;
  passwordPolicy?: PasswordPolicy;
  /** The stored user info changed (department switch). */
  onUserChanged?: () => void;
}

/**
 * The user menu's dialogs, each mounted at its first opening and kept mounted after, so that it
 * closes with antd's animation and keeps its state as if it had always been there.
 */
export function UserMenuDialogs({
  open,
  onClose,
  profile,
  passwordPolicy,
  onUserChanged,
}: UserMenuDialogsProps) {
  const [opened, setOpened] = useState<ReadonlySet<DialogItem>>(() => new Set());
  if (open && !opened.has(open)) setOpened(new Set(opened).add(open));

  const slot = (item: DialogItem, dialog: ReactNode) =>
    opened.has(item) ? <Suspense fallback={null}>{dialog}</Suspense> : null;
  return (
    <>
      {slot(
        'loginPassword',
        <LoginPasswordDialog
          open={open === 'loginPassword'}
          onClose={onClose}
          profile={profile}
          policy={passwordPolicy}
        />,
      )}
      {slot(
        'payPassword',
        <PayPasswordDialog
          open={open === 'payPassword'}
          onClose={onClose}
          profile={profile}
          policy={passwordPolicy}
        />,
      )}
      {slot(
        'operationPassword',
        <OperationPasswordDialog
          open={open === 'operationPassword'}
          onClose={onClose}
          profile={profile}
          policy={passwordPolicy}
        />,
      )}
      {slot(
        'dataDecrypt',
        <DecryptDialog open={open === 'dataDecrypt'} onClose={onClose} profile={profile} />,
      )}
      {slot(
        'departSwitch',
        <DepartSwitchDialog
          open={open === 'departSwitch'}
          onClose={onClose}
          username={profile.username}
          onSwitched={onUserChanged}
        />,
      )}
    </>
  );
}
