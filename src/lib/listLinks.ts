/**
 * Links to filtered lists (issue 18 item 4: every dashboard figure opens its filtered list).
 * `listHref` builds the same-origin path of a list with its filters in the query; the list reads
 * them back with `readListQuery` (unknown keys dropped, every value checked) and `linkedFields`
 * names them as the page's own search fields. An item's number (txnNo, batchNo, adjustNo, distNo)
 * filters a list to that one item: 我的待办 opens each item's audit page so (issue 19 item 5). The one place where a link's key and the page's
 * field differ (客户信息 status → cusStatus).
 */
import {
  ACCT_TYPE,
  ADJUST_STATUS,
  BATCH_STATUS,
  INVOICE_STATUS,
  TXN_STATUS,
  TXN_TYPE,
} from './account/codes';
import { CUS_STATUS, INNET_STATUS } from './customer/codes';
import { DIST_STATUS } from './distribution/codes';

/** A link filter: the page's search field it fills and which values it accepts. */
interface FilterSpec {
  field: string;
  accepts: (value: string) => boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CODE_TEXT = /^[A-Za-z0-9_-]{1,32}$/;

/** A calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const parts = DATE.exec(value);
  if (parts === null) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const codeOf =
  (set: Readonly<Record<string, string>>) =>
  (value: string): boolean =>
    Object.values(set).includes(value);
const codeText = (value: string): boolean => CODE_TEXT.test(value);

const filter = (field: string, accepts: (value: string) => boolean) => ({ field, accepts });

/** The lists a link may open, with their menu path and the filters each accepts. */
export const LIST_LINKS = {
  customers: {
    path: '/cus/cusMastInfoList',
    title: '客户信息',
    filters: {
      status: filter('cusStatus', codeOf(CUS_STATUS)),
      agentCode: filter('agentCode', codeText),
    },
  },
  innet: {
    path: '/cus/cusChannelInnetList',
    title: '渠道进件',
    filters: {
      status: filter('innetStatus', codeOf(INNET_STATUS)),
      cusCode: filter('cusCode', codeText),
    },
  },
  materials: {
    path: '/cus/cusMaterialList',
    title: '客户资料',
    filters: { cusCode: filter('cusCode', codeText) },
  },
  txnAudit: {
    path: '/acct/txnAuditList',
    title: '交易复核',
    filters: {
      txnNo: filter('txnNo', codeText),
      txnStatus: filter('txnStatus', codeOf(TXN_STATUS)),
      txnType: filter('txnType', codeOf(TXN_TYPE)),
      beginDate: filter('beginDate', isIsoDate),
      endDate: filter('endDate', isIsoDate),
    },
  },
  batchPayAudit: {
    path: '/merchant/batchPayAuditList',
    title: '批量代付审核',
    filters: {
      batchNo: filter('batchNo', codeText),
      batchStatus: filter('batchStatus', codeOf(BATCH_STATUS)),
    },
  },
  adjust: {
    path: '/accounting/adjustList',
    title: '调账管理',
    filters: {
      adjustNo: filter('adjustNo', codeText),
      adjustStatus: filter('adjustStatus', codeOf(ADJUST_STATUS)),
    },
  },
  distAudit: {
    path: '/merchant/distributionAuditList',
    title: '分发审核',
    filters: {
      distNo: filter('distNo', codeText),
      distStatus: filter('distStatus', codeOf(DIST_STATUS)),
    },
  },
  invoice: {
    path: '/accounting/invoiceList',
    title: '发票',
    filters: { invoiceStatus: filter('invoiceStatus', codeOf(INVOICE_STATUS)) },
  },
  accounts: {
    path: '/acct/acctInfoList',
    title: '账户管理',
    filters: {
      acctType: filter('acctType', codeOf(ACCT_TYPE)),
      cusCode: filter('cusCode', codeText),
    },
  },
} as const satisfies Record<
  string,
  { path: string; title: string; filters: Record<string, FilterSpec> }
>;

type Links = typeof LIST_LINKS;
export type ListName = keyof Links;
/** The filter keys a link to list `N` may carry. */
export type ListFilterKey<N extends ListName> = keyof Links[N]['filters'] & string;
/** A link's filters, by link key. */
export type ListFilters<N extends ListName> = Partial<Record<ListFilterKey<N>, string>>;
/** The page's search field a link key fills. */
export type ListField<N extends ListName> = {
  [K in ListFilterKey<N>]: Links[N]['filters'][K] extends { field: infer F extends string }
    ? F
    : never;
}[ListFilterKey<N>];
/** A link's filters, by the page's search field. */
export type ListFields<N extends ListName> = Partial<Record<ListField<N>, string>>;

function specsOf<N extends ListName>(name: N): [ListFilterKey<N>, FilterSpec][] {
  return Object.entries(LIST_LINKS[name].filters) as [ListFilterKey<N>, FilterSpec][];
}

/** Keeps the filters a list accepts; an inverted date range (begin after end) is dropped whole. */
function accepted<N extends ListName>(
  name: N,
  valueOf: (key: ListFilterKey<N>) => string | null | undefined,
): ListFilters<N> {
  const filters: ListFilters<N> = {};
  for (const [key, spec] of specsOf(name)) {
    const value = valueOf(key)?.trim();
    if (value && spec.accepts(value)) filters[key] = value;
  }
  const range = filters as { beginDate?: string; endDate?: string };
  if (range.beginDate && range.endDate && range.beginDate > range.endDate) {
    delete range.beginDate;
    delete range.endDate;
  }
  return filters;
}

/**
 * The same-origin path of list `name` filtered by `filters`, e.g.
 * `listHref('txnAudit', { txnStatus: '00' })` → `/acct/txnAuditList?txnStatus=00`. Empty values
 * and values the list would not accept are left out, so the link never promises a filter the
 * list ignores.
 */
export function listHref<N extends ListName>(name: N, filters: ListFilters<N> = {}): string {
  const kept = accepted(name, (key) => filters[key]);
  const query = new URLSearchParams();
  for (const [key] of specsOf(name)) {
    const value = kept[key];
    if (value !== undefined) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${LIST_LINKS[name].path}?${text}` : LIST_LINKS[name].path;
}

/** The filters of list `name` in a location's query (`?a=1` or `a=1`): unknown keys and bad values dropped. */
export function readListQuery<N extends ListName>(name: N, search: string): ListFilters<N> {
  const query = new URLSearchParams(search);
  return accepted(name, (key) => query.get(key));
}

/** A link's filters named as the page's search fields (客户信息 status → cusStatus). */
export function fieldsOf<N extends ListName>(name: N, filters: ListFilters<N>): ListFields<N> {
  const fields: Record<string, string> = {};
  for (const [key, spec] of specsOf(name)) {
    const value = filters[key];
    if (value !== undefined) fields[spec.field] = value;
  }
  return fields as ListFields<N>;
}

/** The search fields a location's query gives list `name` (empty when it carries none). */
export function linkedFields<N extends ListName>(name: N, search: string): ListFields<N> {
  return fieldsOf(name, readListQuery(name, search));
}

/** The list a path opens, if it is one a link may filter. */
export function listNameOfPath(pathname: string): ListName | undefined {
  return (Object.keys(LIST_LINKS) as ListName[]).find((name) => LIST_LINKS[name].path === pathname);
}
