import { useMemo } from 'react';
import { useBranding } from '../../../src/shell/branding/useBranding';
import { ListPage } from '../../kit';
import { userDeclaration } from './declaration';

/** The page the server menu names system/UserList (/isystem/user). */
export function UserListPage() {
  const { pwdReg, pwdMsg } = useBranding();
  const declaration = useMemo(
    () => userDeclaration({ policy: { pwdReg, pwdMsg } }),
    [pwdReg, pwdMsg],
  );
  return <ListPage declaration={declaration} />;
}
