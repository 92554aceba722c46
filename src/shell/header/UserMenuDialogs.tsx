import { Flex, Modal, Spin } from 'antd';
import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionProfile } from '../../lib/headerRules';
import type { PasswordPolicy } from '../../lib/validators/passwords';
import {
  DecryptDialog,
  DepartSwitchDialog,
  dialogCode,
  LoginPasswordDialog,
  OperationPasswordDialog,
  PayPasswordDialog,
  type DialogItem,
} from './dialogCode';
import { DIALOG_TITLES } from './texts';

export { preloadDialogs, type DialogItem } from './dialogCode';

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
  useSyncExternalStore(dialogCode.subscribe, dialogCode.version);

  const slot = (item: DialogItem, dialog: ReactNode) => {
    if (!opened.has(item)) return null;
    if (dialogCode.has(item)) return <Suspense fallback={null}>{dialog}</Suspense>;
    // Until its code is there the dialog's place is a modal of its title: it spins while the code
    // loads and shows the load failure (组件加载失败, 重新加载) where the dialog would be, not
    // squeezed into the header.
    return (
      <Modal title={DIALOG_TITLES[item]} open={open === item} footer={null} onCancel={onClose}>
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          }
        >
          {dialog}
        </Suspense>
      </Modal>
    );
  };
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
