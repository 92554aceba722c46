import { ListPage } from '../../kit';
import { onlineUserListDeclaration } from './declaration';

/** The page the server menu names system/SysUserOnlineList (/isystem/online). */
export function OnlineUserListPage() {
  return <ListPage declaration={onlineUserListDeclaration} />;
}
