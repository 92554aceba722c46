/**
 * The figures of the 首页 dashboards (issue 18 E; cap.yaml /cap/dash/v1): one call per figure, so
 * one card can fail alone. Each names the audience the server scopes it by. A read rejects with
 * the server's text (spec 7.1) for the card to show.
 */
import type { components } from '../src/api/generated/cap';
import { readCapList, type ServicePost } from './cap-list';
import { requiredResultOf } from './http/unwrap';
import { http as appHttp } from './http/instance';

type Schemas = components['schemas'];

export const DASH_PATHS = {
  txnSummary: '/cap/dash/v1/DashTxnSummaryInquiry',
  txnTrend: '/cap/dash/v1/DashTxnTrendInquiry',
  pending: '/cap/dash/v1/DashPendingInquiry',
  balances: '/cap/dash/v1/DashBalanceInquiry',
  topCustomers: '/cap/dash/v1/DashTopCustomerInquiry',
} as const;

export type DashAudience = Schemas['CapDashAudienceCode'];
export type TxnSummary = NonNullable<Schemas['CapDashTxnSummaryReply']['body']>;
export type TxnFigure = Schemas['CapDashTxnFigure'];
export type TrendPoint = Schemas['CapDashTrendPoint'];
export type TrendDays = Schemas['CapDashTrendRequest']['days'];
export type PendingItem = Schemas['CapDashPendingItem'];
export type PendingKind = Schemas['CapDashPendingKindCode'];
export type DashBalance = Schemas['CapDashBalance'];
export type TopCustomer = Schemas['CapDashTopCustomer'];

/** Rows a list figure asks for at most: a 30-day series has 30, top customers 5. */
const PAGE_SIZES = { trend: 31, pending: 10, balances: 20 } as const;
export const TOP_CUSTOMER_COUNT = 5;

export interface DashApi {
  txnSummary(audience: DashAudience): Promise<TxnSummary>;
  txnTrend(audience: DashAudience, days: TrendDays): Promise<TrendPoint[]>;
  pending(audience: DashAudience): Promise<PendingItem[]>;
  balances(audience: DashAudience): Promise<DashBalance[]>;
  topCustomers(audience: DashAudience): Promise<TopCustomer[]>;
}

const firstPage = (pageSize: number) => ({ pageSize, pageNum: 1 });

export function createDashApi(post: ServicePost): DashApi {
  return {
    txnSummary: async (audience) =>
      requiredResultOf(await post<TxnSummary | null>(DASH_PATHS.txnSummary, { audience })),
    txnTrend: async (audience, days) =>
      (
        await readCapList(
          post,
          DASH_PATHS.txnTrend,
          { audience, days },
          firstPage(PAGE_SIZES.trend),
        )
      ).rows,
    pending: async (audience) =>
      (await readCapList(post, DASH_PATHS.pending, { audience }, firstPage(PAGE_SIZES.pending)))
        .rows,
    balances: async (audience) =>
      (await readCapList(post, DASH_PATHS.balances, { audience }, firstPage(PAGE_SIZES.balances)))
        .rows,
    topCustomers: async (audience) =>
      (
        await readCapList(
          post,
          DASH_PATHS.topCustomers,
          { audience },
          firstPage(TOP_CUSTOMER_COUNT),
        )
      ).rows,
  };
}

/** The app-wide dashboard calls over the shared HTTP instance. */
export const dashApi: DashApi = createDashApi(appHttp.servicePost);
