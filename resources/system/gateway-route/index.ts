import { defineResource, lazyPage } from '../../kit/resource';

/** 网关路由: every route in one plain array, unsorted; saved through updateAll (not add/edit), no batch delete. */
export default defineResource({
  name: 'gatewayRoute',
  endpoints: {
    list: '/sys/gatewayRoute/list',
    tree: true,
    defaultSort: null,
    delete: '/sys/gatewayRoute/delete',
  },
  pages: {
    'system/SysGatewayRouteList': lazyPage(
      () => import('./GatewayRouteListPage'),
      (m) => m.GatewayRouteListPage,
    ),
  },
});
