/**
 * The transaction calls of 交易复核, 转账, 电子回单 and 退款 (issue 17, spec 7.1): the list and a
 * transaction's detail, maker–checker audit (pass / reject / cancel), the receipt's PDF path, a
 * refund of an original transaction and the refund list. Actions resolve with an outcome carrying
 * the server's replyText (and errorMsg, spec 7.1); the operation password is encrypted here.
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

export const TXN_PATHS = {
  inquiry: '/cap/txn/v1/TxnInquiry',
  auditPass: '/cap/txn/v1/TxnAuditPass',
  auditReject: '/cap/txn/v1/TxnAuditReject',
  cancel: '/cap/txn/v1/TxnCancel',
  receipt: '/cap/txn/v1/TxnReceipt',
  refund: '/cap/txn/v1/TxnRefund',
  refundInquiry: '/cap/bill/v1/RefundInquiry',
} as const;

export type Txn = CapRowOf<typeof TXN_PATHS.inquiry>;
export type TxnFilters = CapFiltersOf<typeof TXN_PATHS.inquiry>;
export type RefundFilters = CapFiltersOf<typeof TXN_PATHS.refundInquiry>;
export type TxnReceipt = Schemas['CapTxnReceipt'];
type TxnBody = Schemas['CapTxnReply']['body'];
type ReceiptBody = Schemas['CapTxnReceiptReply']['body'];
type RefundRequest = Omit<Schemas['CapTxnRefundRequest'], 'page' | 'context' | 'opPsw'>;

/** The transaction as it is after the action, with the server's text for the message. */
export type TxnOutcome = { ok: true; message: string; txn?: Txn } | Failure;
export type ReceiptOutcome = { ok: true; receipt: TxnReceipt } | Failure;
export type DetailOutcome = { ok: true; txn: Txn | undefined } | Failure;

export interface TxnApi {
  /** One page; rejects on failure (the list shows it once). */
  list(filters: TxnFilters, page: ServicePage): Promise<CapListPage<Txn>>;
  /** One transaction by its number (TxnInquiry with `txnNo` alone); undefined when none. */
  detail(txnNo: string): Promise<DetailOutcome>;
  pass(input: { txnNo: string; auditRemark?: string }): Promise<TxnOutcome>;
  reject(input: { txnNo: string; auditRemark: string }): Promise<TxnOutcome>;
  cancel(txnNo: string): Promise<TxnOutcome>;
  receipt(txnNo: string): Promise<ReceiptOutcome>;
  /** `opPassword` is the plain text typed; only its encryption is sent (spec 7.2). */
  refund(input: RefundRequest & { opPassword: string }): Promise<TxnOutcome>;
  refunds(filters: RefundFilters, page: ServicePage): Promise<CapListPage<Txn>>;
}

export function createTxnApi(post: ServicePost): TxnApi {
  const act = (path: string, payload: object) =>
    settle(async (): Promise<TxnOutcome> => {
      const reply = await post<TxnBody>(path, payload);
      if (!reply.success) return failed(reply.message);
      return { ok: true, message: reply.message, txn: reply.result ?? undefined };
    });

  return {
    list: (filters, page) => readCapList(post, TXN_PATHS.inquiry, filters, page),
    detail: (txnNo) =>
      settle(async (): Promise<DetailOutcome> => {
        const { rows } = await readCapList(
          post,
          TXN_PATHS.inquiry,
          { txnNo },
          { pageNum: 1, pageSize: 1 },
        );
        return { ok: true, txn: rows.find((row) => row.txnNo === txnNo) ?? rows[0] };
      }),
    pass: ({ txnNo, auditRemark }) =>
      act(TXN_PATHS.auditPass, auditRemark ? { txnNo, auditRemark } : { txnNo }),
    reject: ({ txnNo, auditRemark }) => act(TXN_PATHS.auditReject, { txnNo, auditRemark }),
    cancel: (txnNo) => act(TXN_PATHS.cancel, { txnNo }),
    receipt: (txnNo) =>
      settle(async (): Promise<ReceiptOutcome> => {
        const reply = await post<ReceiptBody>(TXN_PATHS.receipt, { txnNo });
        if (!reply.success) return failed(reply.message);
        if (!reply.result?.filePath) return failed(reply.message);
        return { ok: true, receipt: reply.result };
      }),
    refund: ({ opPassword, ...request }) =>
      act(TXN_PATHS.refund, { ...request, opPsw: encryptOpPassword(opPassword) }),
    refunds: (filters, page) => readCapList(post, TXN_PATHS.refundInquiry, filters, page),
  };
}

/** The app-wide transaction calls over the shared HTTP instance. */
export const txnApi: TxnApi = createTxnApi(appHttp.servicePost);
