/**
 * The 批量代付 calls (issue 17, cap.yaml 资金业务 BatchPay*): the server parses the uploaded Excel
 * file into a 00 待提交 batch, the page reads its rows, fixes them in place, submits it with the
 * operation password (spec 7.2, encrypted here), and another operator passes or rejects it. Saves
 * resolve with an outcome carrying the server's text (spec 7.1) and the batch as it now is.
 */
import type { components } from '../src/api/generated/cap';
import { readCapList, type CapFiltersOf, type CapListPage, type ServicePost } from './cap-list';
import type { Http, Normalised, ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { unwrapCap } from './http/unwrap';
import { encryptOpPassword } from './op-password';
import { failed, settle, type Failure } from './outcome';
import { flattenContext, multipartOf } from './upload-api';

type Schemas = components['schemas'];

export const BATCH_PAY_PATHS = {
  upload: '/cap/txn/v1/BatchPayUpload',
  items: '/cap/txn/v1/BatchPayItemInquiry',
  updateItems: '/cap/txn/v1/BatchPayItemUpdating',
  submit: '/cap/txn/v1/BatchPaySubmit',
  inquiry: '/cap/txn/v1/BatchPayInquiry',
  pass: '/cap/txn/v1/BatchPayAuditPass',
  reject: '/cap/txn/v1/BatchPayAuditReject',
  cancel: '/cap/txn/v1/BatchPayCancel',
} as const;

export type BatchPay = Schemas['CapBatchPay'];
export type BatchPayItem = Schemas['CapBatchPayItem'];
export type BatchPayFilters = CapFiltersOf<typeof BATCH_PAY_PATHS.inquiry>;
/** A row fixed in place: its itemNo and every field as the grid holds it. */
export type BatchItemChange = NonNullable<
  Schemas['CapBatchPayItemUpdatingRequest']['items']
>[number];
type BatchBody = Schemas['CapBatchPayReply']['body'];

/** The server's text and the batch as it now is (totals recomputed by the server). */
export type BatchOutcome = { ok: true; message: string; batch: BatchPay | undefined } | Failure;

/** Rows read per BatchPayItemInquiry call when the whole batch is loaded. */
export const ITEMS_PAGE_SIZE = 1000;
/** BatchPayItemInquiry calls in flight at once while the whole batch is loaded. */
export const ITEMS_PARALLEL = 4;

/** Posts the multipart BatchPayUpload (the file and the paying account). */
export type BatchUpload = (file: File, acctNo: string) => Promise<Normalised<BatchBody>>;

export interface BatchPayApi {
  /** One page of batches; rejects on failure (the list shows it once). */
  list(filters: BatchPayFilters, page: ServicePage): Promise<CapListPage<BatchPay>>;
  /** One batch by its number (a one-row list), undefined when there is none. */
  one(batchNo: string): Promise<BatchPay | undefined>;
  /** One page of a batch's rows in file order. */
  items(batchNo: string, page: ServicePage): Promise<CapListPage<BatchPayItem>>;
  /** Every row of a batch, read page after page (batches of 10,000+ rows are normal). */
  allItems(batchNo: string): Promise<BatchPayItem[]>;
  upload(file: File, acctNo: string): Promise<BatchOutcome>;
  updateItems(
    batchNo: string,
    items: readonly BatchItemChange[],
    deleteItemNos?: readonly number[],
  ): Promise<BatchOutcome>;
  /** `opPsw` is the plain text typed; only its encryption is sent. */
  submit(batchNo: string, opPsw: string): Promise<BatchOutcome>;
  pass(batchNo: string): Promise<BatchOutcome>;
  reject(batchNo: string, auditRemark: string): Promise<BatchOutcome>;
  cancel(batchNo: string): Promise<BatchOutcome>;
}

const outcomeOf = (reply: Normalised<BatchBody>): BatchOutcome =>
  reply.success
    ? { ok: true, message: reply.message, batch: reply.result ?? undefined }
    : failed(reply.message);

export function createBatchPayApi(post: ServicePost, upload: BatchUpload): BatchPayApi {
  const save = (path: string, payload: object) =>
    settle(async () => outcomeOf(await post<BatchBody>(path, payload)));
  const items = (batchNo: string, page: ServicePage) =>
    readCapList(post, BATCH_PAY_PATHS.items, { batchNo }, page);

  return {
    list: (filters, page) => readCapList(post, BATCH_PAY_PATHS.inquiry, filters, page),
    one: async (batchNo) => {
      const { rows } = await readCapList(
        post,
        BATCH_PAY_PATHS.inquiry,
        { batchNo },
        { pageNum: 1, pageSize: 1 },
      );
      return rows.find((row) => row.batchNo === batchNo);
    },
    items,
    allItems: async (batchNo) => {
      const first = await items(batchNo, { pageNum: 1, pageSize: ITEMS_PAGE_SIZE });
      const pageCount = Math.ceil(first.total / ITEMS_PAGE_SIZE);
      const pages = [first.rows];
      // The other pages a few at a time: a 100,000-row batch is 100 calls.
      for (let pageNum = 2; pageNum <= pageCount; pageNum += ITEMS_PARALLEL) {
        const numbers = Array.from(
          { length: Math.min(ITEMS_PARALLEL, pageCount - pageNum + 1) },
          (_, offset) => pageNum + offset,
        );
        const read = await Promise.all(
          numbers.map((number) => items(batchNo, { pageNum: number, pageSize: ITEMS_PAGE_SIZE })),
        );
        pages.push(...read.map((page) => page.rows));
      }
      return pages.flat();
    },
    upload: (file, acctNo) => settle(async () => outcomeOf(await upload(file, acctNo))),
    updateItems: (batchNo, changed, deleteItemNos = []) =>
      save(BATCH_PAY_PATHS.updateItems, { batchNo, items: changed, deleteItemNos }),
    submit: (batchNo, opPsw) =>
      save(BATCH_PAY_PATHS.submit, { batchNo, opPsw: encryptOpPassword(opPsw) }),
    pass: (batchNo) => save(BATCH_PAY_PATHS.pass, { batchNo }),
    reject: (batchNo, auditRemark) => save(BATCH_PAY_PATHS.reject, { batchNo, auditRemark }),
    cancel: (batchNo) => save(BATCH_PAY_PATHS.cancel, { batchNo }),
  };
}

/** BatchPayUpload over the app's HTTP: the file part plus acctNo and the context.* parts. */
export function httpBatchUpload(http: Pick<Http, 'cap' | 'serviceBody'>): BatchUpload {
  return async (file, acctNo) => {
    const { context } = http.serviceBody(BATCH_PAY_PATHS.upload, {});
    const body: Schemas['CapBatchPayUploadForm'] = {
      file: file.name,
      acctNo,
      ...flattenContext(context),
    };
    return unwrapCap(
      await http.cap.POST(BATCH_PAY_PATHS.upload, {
        body,
        bodySerializer: (parts) => multipartOf(parts, { file: [file] }),
      }),
    );
  };
}

/** The app-wide batch pay calls over the shared HTTP instance. */
export const batchPayApi: BatchPayApi = createBatchPayApi(
  appHttp.servicePost,
  httpBatchUpload(appHttp),
);
