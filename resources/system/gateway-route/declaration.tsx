/**
 * 网关路由 (spec 2.7 gateway routes; JeecgBoot v3.4.3 SysGatewayRouteController, x-provisional in
 * openapi/sys.yaml): every route in one list; 新增 and 编辑 save through updateAll in the page's own
 * dialog; routes are deleted one at a time.
 */
import type { ListDeclaration } from '../../kit';
import { GatewayRouteDialog } from './GatewayRouteDialog';
import type { GatewayRouteRecord } from './routeForm';
import { RouteStatusText } from './RouteStatusText';
import { gatewayRouteResource } from './resource';

/** Button codes of the server's button list (spec 6); JeecgBoot has no batch delete here. */
export const GATEWAY_ROUTE_PERMISSIONS = {
  add: 'gateway:add',
  edit: 'gateway:edit',
  delete: 'gateway:delete',
} as const;

export const gatewayRouteDeclaration: ListDeclaration<GatewayRouteRecord> = {
  resource: gatewayRouteResource,
  title: '网关路由',
  columns: [
    { field: 'routerId', title: '路由ID' },
    { field: 'name', title: '路由名称' },
    { field: 'uri', title: '路由URI' },
    { field: 'status', title: '状态', render: (row) => <RouteStatusText status={row.status} /> },
  ],
  show: false,
  permissions: { delete: GATEWAY_ROUTE_PERMISSIONS.delete },
  toolbarActions: [
    {
      key: 'add',
      label: '新增',
      code: GATEWAY_ROUTE_PERMISSIONS.add,
      dialog: ({ onClose, onDone }) => <GatewayRouteDialog onClose={onClose} onDone={onDone} />,
    },
  ],
  rowActions: [
    {
      key: 'edit',
      label: '编辑',
      code: GATEWAY_ROUTE_PERMISSIONS.edit,
      dialog: ({ record, onClose, onDone }) => (
        <GatewayRouteDialog route={record} onClose={onClose} onDone={onDone} />
      ),
    },
  ],
};
