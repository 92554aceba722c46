/**
 * Calls of 填值规则, 多数据源管理 and 网关路由 beyond the list CRUD (spec 2.7; JeecgBoot v3.4.3
 * SysFillRuleController, SysDataSourceController, the Online connection test and
 * SysGatewayRouteController, all x-provisional in openapi/sys.yaml). Each resolves, never throws:
 * a failure says whether the HTTP layer has shown it already (providers/outcome).
 */
import type { components } from '../src/api/generated/sys';
import { unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';
import { failed, settle, type Failure } from './outcome';

export type DataSourceConnection = components['schemas']['DataSourceConnection'];
export type GatewayRouteForm = components['schemas']['GatewayRouteForm'];

/** A call's outcome with the server's message. */
export type Said = { ok: true; message: string } | Failure;

export interface SysConfigApi {
  /** GET /sys/fillRule/testFillRule: the value the rule generates now, as text. */
  testFillRule(ruleCode: string): Promise<{ ok: true; value: string } | Failure>;
  /** GET /sys/dataSource/queryById: the stored password, decrypted (the list has it encrypted). */
  dataSourcePassword(id: string): Promise<{ ok: true; password: string | undefined } | Failure>;
  /** POST /online/cgreport/api/testConnection with the connection fields of the form. */
  testConnection(connection: DataSourceConnection): Promise<Said>;
  /** POST /sys/gatewayRoute/updateAll {router}: creates without id, updates with it. */
  saveGatewayRoute(router: GatewayRouteForm): Promise<Said>;
}

const textOf = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

export function createSysConfigApi(http: Pick<Http, 'sys'>): SysConfigApi {
  const said = (reply: { success: boolean; message: string }): Said =>
    reply.success ? { ok: true, message: reply.message } : failed(reply.message);

  return {
    testFillRule: (ruleCode) =>
      settle(async () => {
        const reply = unwrapSys(
          await http.sys.GET('/sys/fillRule/testFillRule', { params: { query: { ruleCode } } }),
        );
        return reply.success
          ? { ok: true as const, value: textOf(reply.result) }
          : failed(reply.message);
      }),

    dataSourcePassword: (id) =>
      settle(async () => {
        const reply = unwrapSys(
          await http.sys.GET('/sys/dataSource/queryById', { params: { query: { id } } }),
        );
        if (!reply.success) return failed(reply.message);
        return { ok: true as const, password: reply.result?.dbPassword ?? undefined };
      }),

    testConnection: (connection) =>
      settle(async () =>
        said(
          unwrapSys(
            await http.sys.POST('/online/cgreport/api/testConnection', { body: connection }),
          ),
        ),
      ),

    saveGatewayRoute: (router) =>
      settle(async () =>
        said(unwrapSys(await http.sys.POST('/sys/gatewayRoute/updateAll', { body: { router } }))),
      ),
  };
}

export const sysConfigApi: SysConfigApi = createSysConfigApi(appHttp);
