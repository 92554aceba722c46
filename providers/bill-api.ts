/**
 * The accounting calls of 调账管理 and 发票 (issue 17, codes17; cap.yaml /cap/bill/v1): the lists,
 * an adjustment with its maker–checker audit, and an invoice's apply / make / void. Writes resolve
 * with an outcome carrying the server's text (spec 7.1: replyText and errorMsg), never reject. The
 * operation password of an adjustment is encrypted here (spec 7.2) so no page handles it.
 */
import type { components } from '../src/api/generated/cap';
import {
  readCapList,
  type CapFiltersOf,
  type CapListPage,
  type CapRowOf,
  type ServicePost,
} from './cap-list';
import type { ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { encryptOpPassword } from './op-password';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const BILL_PATHS = {
  adjustAddition: '/cap/bill/v1/AdjustAddtion',
  adjustInquiry: '/cap/bill/v1/AdjustInquiry',
  adjustPass: '/cap/bill/v1/AdjustAuditPass',
  adjustReject: '/cap/bill/v1/AdjustAuditReject',
  adjustCancel: '/cap/bill/v1/AdjustCancel',
  invoiceApply: '/cap/bill/v1/InvoiceApply',
  invoiceInquiry: '/cap/bill/v1/InvoiceInquiry',
  invoiceMake: '/cap/bill/v1/InvoiceMake',
  invoiceVoid: '/cap/bill/v1/InvoiceVoid',
  accountInquiry: '/cap/acct/v1/AcctInfoInquiry',
} as const;

export type Adjustment = CapRowOf<typeof BILL_PATHS.adjustInquiry>;
export type AdjustFilters = CapFiltersOf<typeof BILL_PATHS.adjustInquiry>;
export type Invoice = CapRowOf<typeof BILL_PATHS.invoiceInquiry>;
export type InvoiceFilters = CapFiltersOf<typeof BILL_PATHS.invoiceInquiry>;
export type AdjustAccount = CapRowOf<typeof BILL_PATHS.accountInquiry>;
export type Attachment = Schemas['CapAttachment'];

/** What 新建调账 sends, with the operation password still plain (encrypted on sending). */
export type AdjustmentInput = Omit<Schemas['CapAdjustAddtionRequest'], 'page' | 'context'>;
export type InvoiceApplyInput = Schemas['CapInvoiceApplyFields'];
export type InvoiceMakeInput = Omit<Schemas['CapInvoiceMakeRequest'], 'page' | 'context'>;

/** The server's text on success (提交成功，待复核 …), for the page's message. */
export type BillOutcome = { ok: true; message: string } | Failure;

export interface BillApi {
  /** One page; rejects on failure (the list shows it once). */
  adjustments(filters: AdjustFilters, page: ServicePage): Promise<CapListPage<Adjustment>>;
  addAdjustment(input: AdjustmentInput): Promise<BillOutcome>;
  passAdjustment(adjustNo: string, auditRemark?: string): Promise<BillOutcome>;
  rejectAdjustment(adjustNo: string, auditRemark: string): Promise<BillOutcome>;
  cancelAdjustment(adjustNo: string): Promise<BillOutcome>;
  invoices(filters: InvoiceFilters, page: ServicePage): Promise<CapListPage<Invoice>>;
  applyInvoice(input: InvoiceApplyInput): Promise<BillOutcome>;
  makeInvoice(input: InvoiceMakeInput): Promise<BillOutcome>;
  voidInvoice(applyNo: string, reason: string): Promise<BillOutcome>;
  /** Where the browser opens a stored file (an invoice PDF): the console's static URL. */
  fileUrl(path: string): string;
}

export function createBillApi(
  post: ServicePost,
  encrypt: (plain: string) => string = encryptOpPassword,
  fileUrl: (path: string) => string = (path) => appHttp.staticUrl(path),
): BillApi {
  const send = (path: string, payload: object) =>
    settle(async (): Promise<BillOutcome> => {
      const reply = await post<unknown>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    adjustments: (filters, page) => readCapList(post, BILL_PATHS.adjustInquiry, filters, page),
    addAdjustment: ({ opPsw, ...fields }) =>
      send(BILL_PATHS.adjustAddition, { ...fields, opPsw: encrypt(opPsw) }),
    passAdjustment: (adjustNo, auditRemark) =>
      send(BILL_PATHS.adjustPass, auditRemark ? { adjustNo, auditRemark } : { adjustNo }),
    rejectAdjustment: (adjustNo, auditRemark) =>
      send(BILL_PATHS.adjustReject, { adjustNo, auditRemark }),
    cancelAdjustment: (adjustNo) => send(BILL_PATHS.adjustCancel, { adjustNo }),
    invoices: (filters, page) => readCapList(post, BILL_PATHS.invoiceInquiry, filters, page),
    applyInvoice: (input) => send(BILL_PATHS.invoiceApply, input),
    makeInvoice: (input) => send(BILL_PATHS.invoiceMake, input),
    voidInvoice: (applyNo, reason) => send(BILL_PATHS.invoiceVoid, { applyNo, reason }),
    fileUrl,
  };
}

/** The app-wide accounting calls over the shared HTTP instance. */
export const billApi: BillApi = createBillApi(appHttp.servicePost);
