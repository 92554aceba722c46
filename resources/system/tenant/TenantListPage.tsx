import { ListPage } from '../../kit';
import { tenantDeclaration } from './declaration';

/** The page the server menu names system/TenantList. */
export function TenantListPage() {
  return <ListPage declaration={tenantDeclaration} />;
}
