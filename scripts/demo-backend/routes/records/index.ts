/**
 * The record-style administration of /sys (issue 34 item 6) and the dictionary calls of /sys and
 * /cap: dictionaries, categories, checks and rules, data sources, gateway routes, data log, jobs,
 * tenants, the popup reports and the mock lists.
 */
import type { ContractRouter } from '../../http/router';
import { capDictRoutes } from './capDicts';
import { categoryRoutes } from './categories';
import { checkRuleRoutes } from './checkRules';
import { dataLogRoutes } from './dataLog';
import { dataSourceRoutes } from './dataSources';
import { dictLookupRoutes } from './dictLookups';
import { dictRoutes } from './dicts';
import { duplicateCheckRoutes } from './duplicateCheck';
import { fillRuleRoutes } from './fillRules';
import { gatewayRouteRoutes } from './gatewayRoutes';
import { mockApiRoutes } from './mockApi';
import { onlineReportRoutes } from './onlineReports';
import { quartzJobRoutes } from './quartzJobs';
import { tenantRoutes } from './tenants';

export function recordRoutes(router: ContractRouter): void {
  dictRoutes(router);
  dictLookupRoutes(router);
  capDictRoutes(router);
  categoryRoutes(router);
  duplicateCheckRoutes(router);
  checkRuleRoutes(router);
  fillRuleRoutes(router);
  dataSourceRoutes(router);
  gatewayRouteRoutes(router);
  dataLogRoutes(router);
  quartzJobRoutes(router);
  tenantRoutes(router);
  onlineReportRoutes(router);
  mockApiRoutes(router);
}
