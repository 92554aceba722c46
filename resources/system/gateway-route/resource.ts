import { defineResource } from '../../kit/resource';

/** 网关路由: every route in one plain array, unsorted; saved through updateAll (not add/edit), no batch delete. */
export const gatewayRouteResource = defineResource({
  name: 'gatewayRoute',
  endpoints: {
    list: '/sys/gatewayRoute/list',
    tree: true,
    defaultSort: null,
    delete: '/sys/gatewayRoute/delete',
  },
});
