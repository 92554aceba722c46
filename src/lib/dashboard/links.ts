/**
 * Where each dashboard figure leads (issue 18 item 4: every figure links to its filtered list),
 * through the list links of `src/lib/listLinks.ts`.
 */
import { ADJUST_STATUS, BATCH_STATUS, INVOICE_STATUS, TXN_STATUS } from '../account/codes';
import { INNET_STATUS } from '../customer/codes';
import { listHref } from '../listLinks';

/** dash_pending_kind codes (cap.yaml CapDashPendingKindCode). */
export const PENDING_KIND = {
  innet: '01',
  txnAudit: '02',
  batchPay: '03',
  adjust: '04',
  invoice: '05',
  distribution: '06',
  alert: '07',
} as const;

/** 分发审核 (issue 18 B) opens on its 待审核 rows by itself; 监管 alerts are on the boss view (D). */
const DISTRIBUTION_AUDIT_PATH = '/merchant/distributionAuditList';
const SUPERVISION_ALERTS_PATH = '/sup/bossView';

const PENDING_LINKS: Readonly<Record<string, string>> = {
  [PENDING_KIND.innet]: listHref('innet', { status: INNET_STATUS.inReview }),
  [PENDING_KIND.txnAudit]: listHref('txnAudit', { txnStatus: TXN_STATUS.pending }),
  [PENDING_KIND.batchPay]: listHref('batchPayAudit', { batchStatus: BATCH_STATUS.pending }),
  [PENDING_KIND.adjust]: listHref('adjust', { adjustStatus: ADJUST_STATUS.pending }),
  [PENDING_KIND.invoice]: listHref('invoice', { invoiceStatus: INVOICE_STATUS.toMake }),
  [PENDING_KIND.distribution]: DISTRIBUTION_AUDIT_PATH,
  [PENDING_KIND.alert]: SUPERVISION_ALERTS_PATH,
};

/** The list of the pending work of `kind`; undefined for a kind this console does not know. */
export const pendingHref = (kind: string): string | undefined => PENDING_LINKS[kind];

/** The day's transactions: 交易复核 filtered to that business date. */
export const txnDayHref = (bizDate: string): string =>
  listHref('txnAudit', { beginDate: bizDate, endDate: bizDate });

/** The transactions of a series' days, first to last. */
export const txnRangeHref = (beginDate: string, endDate: string): string =>
  listHref('txnAudit', { beginDate, endDate });

/** The accounts of a balance row: one type, or a merchant's own. */
export const balanceHref = (row: { acctType: string; cusCode?: string | null }): string =>
  listHref('accounts', { acctType: row.acctType, cusCode: row.cusCode ?? undefined });

/** A top customer's accounts. */
export const customerAccountsHref = (cusCode: string): string => listHref('accounts', { cusCode });
