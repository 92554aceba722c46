import { ListPage } from '../../kit';
import { permissionDeclaration } from './declaration';

/** The page the server menu names system/PermissionList. */
export function PermissionListPage() {
  return <ListPage declaration={permissionDeclaration} />;
}
