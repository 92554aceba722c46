import { ListPage } from '../../kit';
import { roleDeclaration } from './declaration';

/** The page the server menu names system/RoleList. */
export function RoleListPage() {
  return <ListPage declaration={roleDeclaration} />;
}
