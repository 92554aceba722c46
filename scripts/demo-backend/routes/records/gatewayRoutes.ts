/**
 * 网关路由 (spec 2.7; JeecgBoot v3.4.3 SysGatewayRouteController): every route in one list,
 * saved one at a time through updateAll (no id creates), predicates and filters travelling as
 * JSON text and kept parsed.
 */
import { all } from '../../db/database';
import { sysOk } from '../../http/envelope';
import { RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';

type GatewayRoute = components['schemas']['SysGatewayRoute'];
type RoutePart = components['schemas']['GatewayRouteDefinitionPart'];

const TABLE = 'sys_gateway_route';
const SAVED = '操作成功！';
const DELETED = '删除路由成功';

function parts(text: string | null | undefined): RoutePart[] | undefined {
  try {
    const parsed = JSON.parse(text ?? '[]') as unknown;
    return Array.isArray(parsed) &&
      parsed.every((part) => typeof part === 'object' && part !== null && 'name' in part)
      ? (parsed as RoutePart[])
      : undefined;
  } catch {
    return undefined;
  }
}

export function gatewayRouteRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const routes = new RecordTable<GatewayRoute>(db, {
    table: TABLE,
    columns: { router_id: (record) => record.routerId },
    now,
  });

  router.on('get', '/sys/gatewayRoute/list', async () => {
    const rows = await all<{ data: GatewayRoute }>(
      db,
      `SELECT data FROM ${TABLE} ORDER BY create_time, id`,
    );
    return sysOk(
      rows.map((row) => row.data),
      '',
    );
  });

  router.on('post', '/sys/gatewayRoute/updateAll', async ({ body, session }) => {
    const route = body.router;
    const predicates = parts(route.predicates);
    const filters = parts(route.filters);
    if (!predicates || !filters) {
      // JeecgBoot logs a route it cannot parse and still answers success (the contract's words).
      console.warn(`[demo-backend] 路由配置解析失败: ${route.routerId}`);
      return sysOk(SAVED, SAVED);
    }
    const fields = { ...route, predicates, filters, status: route.status ?? 1 };
    if (route.id && (await routes.find(route.id))) {
      await routes.edit(fields, session);
    } else {
      const { id: _client, ...created } = fields;
      await routes.add(
        { retryable: null, stripPrefix: null, persistable: null, showApi: null, ...created },
        session,
      );
    }
    return sysOk(SAVED, SAVED);
  });

  router.on('delete', '/sys/gatewayRoute/delete', async ({ query }) => {
    await routes.remove(query.id);
    return sysOk(DELETED, DELETED);
  });
}
