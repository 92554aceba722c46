import { ListPage } from '../../kit';
import { gatewayRouteDeclaration } from './declaration';

/** The page the server menu names system/SysGatewayRouteList. */
export function GatewayRouteListPage() {
  return <ListPage declaration={gatewayRouteDeclaration} />;
}
