import { lazyPage, withPages } from '../../kit/resource';
import { gatewayRouteResource } from './resource';

/** 网关路由: every route in one plain array, unsorted; saved through updateAll (not add/edit), no batch delete. */
export default withPages(gatewayRouteResource, {
  'system/SysGatewayRouteList': lazyPage(
    () => import('./GatewayRouteListPage'),
    (m) => m.GatewayRouteListPage,
  ),
});
