/**
 * The supervision calls of 监管 (issue 18 D; cap.yaml /cap/sup/v1): the supervised balances with
 * the scope's totals, the fund flows and their export, the alerts and their acknowledgement, each
 * carrying the audience and, for a customer or supplier view, the subject. Reads reject with the
 * server's text (spec 7.1) so the page shows it once; the export and the acknowledgement resolve
 * with an outcome.
 */
import type { components } from '../src/api/generated/cap';
import { DOWNLOAD_FAILED } from '../src/lib/messages';
import type { SupScope } from '../src/lib/supervision';
import {
  filledFilters,
  readCapList,
  type CapFiltersOf,
  type CapListPage,
  type CapRowOf,
  type ServicePost,
} from './cap-list';
import type { Http, ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { resultOf } from './http/unwrap';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const SUP_PATHS = {
  balances: '/cap/sup/v1/SupBalanceInquiry',
  flows: '/cap/sup/v1/SupFlowInquiry',
  flowExport: '/cap/sup/v1/SupFlowExport',
  alerts: '/cap/sup/v1/SupAlertInquiry',
  alertAck: '/cap/sup/v1/SupAlertAck',
} as const;

export type SupBalance = CapRowOf<typeof SUP_PATHS.balances>;
export type SupBalanceTotals = Schemas['CapSupBalanceTotals'];
export type SupFlow = CapRowOf<typeof SUP_PATHS.flows>;
export type SupFlowFilters = Schemas['CapSupFlowFilters'];
export type SupAlert = CapRowOf<typeof SUP_PATHS.alerts>;
export type SupAlertFilters = Omit<
  CapFiltersOf<typeof SUP_PATHS.alerts>,
  'audience' | 'subjectCode'
>;

/** A page of supervised accounts and the totals of the whole scope (cards). */
export interface SupBalancePage extends CapListPage<SupBalance> {
  totals: SupBalanceTotals | undefined;
}

/** The flow workbook, or why there is none (the server's text, spec 7.1). */
export type SupExportOutcome = { ok: true; blob: Blob; fileName: string } | Failure;

/** The alert as it stands after 确认, with the server's text. */
export type SupAckOutcome = { ok: true; alert: SupAlert; message: string } | Failure;

export interface SupervisionApi {
  balances(scope: SupScope, page: ServicePage): Promise<SupBalancePage>;
  flows(scope: SupScope, filters: SupFlowFilters, page: ServicePage): Promise<CapListPage<SupFlow>>;
  /** Every flow the filters select, as a workbook (SupFlowExport). */
  exportFlows(scope: SupScope, filters: SupFlowFilters): Promise<SupExportOutcome>;
  alerts(
    scope: SupScope,
    filters: SupAlertFilters,
    page: ServicePage,
  ): Promise<CapListPage<SupAlert>>;
  /** 确认 of one alert with an optional remark (SupAlertAck); refused when already acknowledged. */
  acknowledge(scope: SupScope, alertNo: string, remark?: string): Promise<SupAckOutcome>;
}

type BalanceBody = Schemas['CapSupBalanceListReply']['body'];
type AlertBody = Schemas['CapSupAlertReply']['body'];

export function createSupervisionApi(
  post: ServicePost,
  download: Http['serviceDownload'] = appHttp.serviceDownload,
): SupervisionApi {
  return {
    balances: async (scope, page) => {
      const body = resultOf(
        await post<BalanceBody>(SUP_PATHS.balances, filledFilters(scope), page),
      );
      return {
        rows: body?.listData ?? [],
        total: body?.page.count ?? 0,
        totals: body?.totals,
      };
    },
    flows: (scope, filters, page) =>
      readCapList(post, SUP_PATHS.flows, { ...filters, ...scope }, page),
    exportFlows: (scope, filters) =>
      settle(async (): Promise<SupExportOutcome> => {
        const reply = await download(SUP_PATHS.flowExport, filledFilters({ ...filters, ...scope }));
        if (!reply.success) return failed(reply.message || DOWNLOAD_FAILED);
        // spec 8.2: 文件下载失败 when the export returns nothing.
        if (!reply.result || reply.result.blob.size === 0) return failed(DOWNLOAD_FAILED);
        return { ok: true, blob: reply.result.blob, fileName: reply.result.fileName };
      }),
    alerts: (scope, filters, page) =>
      readCapList(post, SUP_PATHS.alerts, { ...filters, ...scope }, page),
    acknowledge: (scope, alertNo, remark) =>
      settle(async (): Promise<SupAckOutcome> => {
        const payload = remark ? { ...scope, alertNo, remark } : { ...scope, alertNo };
        const reply = await post<AlertBody>(SUP_PATHS.alertAck, payload);
        if (!reply.success || !reply.result) return failed(reply.message);
        return { ok: true, alert: reply.result, message: reply.message };
      }),
  };
}

/** The app-wide supervision calls over the shared HTTP instance. */
export const supervisionApi: SupervisionApi = createSupervisionApi(appHttp.servicePost);
