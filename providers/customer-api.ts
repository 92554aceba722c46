/**
 * The customer calls of the 客户信息 page (spec 7.7, issue 16): list, create, edit, status changes
 * and the certificate duplicate check, on the /cap service conventions (spec 7.1). Saves resolve
 * with an outcome the page shows: the server's replyText (and errorMsg, spec 7.1) either way.
 */
import type { components } from '../src/api/generated/cap';
import { DOWNLOAD_FAILED } from '../src/lib/messages';
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
import { requiredResultOf } from './http/unwrap';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const CUSTOMER_PATHS = {
  inquiry: '/cap/cus/v2/CusMastInfoInquiry',
  addition: '/cap/cus/v2/CusMastInfoAddtion',
  updating: '/cap/cus/v2/CusMastInfoUpdating',
  statusModify: '/cap/cus/v2/CusStatusModify',
  certNoCheck: '/cap/cus/v2/CusCertNoCheck',
  mccTree: '/cap/cus/v1/CusMccInquiry',
  export: '/cap/cus/v2/CusMastInfoExport',
} as const;

export type Customer = CapRowOf<typeof CUSTOMER_PATHS.inquiry>;
export type CustomerFields = Schemas['CapCusMastInfoFields'];
export type CustomerFilters = CapFiltersOf<typeof CUSTOMER_PATHS.inquiry>;
export type CustomerStatusAction = Schemas['CapCusStatusAction'];
type CertNoCheckRequest = Omit<Schemas['CapCusCertNoCheckRequest'], 'page' | 'context'>;
type CertNoCheckBody = Schemas['CapCusCertNoCheckReply']['body'];
type CustomerBody = Schemas['CapCusMastInfoReply']['body'];
type MccTreeBody = Schemas['CapCusMccTreeReply']['body'];
/** An industry group, or an MCC code at a leaf (客户信息's 所属行业). */
export type MccNode = Schemas['CapCusMccNode'];

/** The server's text on success (新增成功 …), for the page's message. */
export type SaveOutcome = { ok: true; message: string } | Failure;

/** The exported workbook, or why there is none (the server's text, spec 7.1). */
export type ExportOutcome = { ok: true; blob: Blob; fileName: string } | Failure;

/** POSTs a service whose reply is a file (Http['serviceDownload']). */
export type ServiceDownload = Http['serviceDownload'];

/** Who holds a certificate number already, when someone does. */
export type CertNoOutcome = { ok: true; holder?: { cusCode: string; cusName: string } } | Failure;

export interface CustomerApi {
  /** One page; rejects on failure (the list shows it once). */
  list(filters: CustomerFilters, page: ServicePage): Promise<CapListPage<Customer>>;
  add(fields: CustomerFields): Promise<SaveOutcome>;
  update(cusCode: string, fields: CustomerFields): Promise<SaveOutcome>;
  changeStatus(input: {
    cusCode: string;
    action: CustomerStatusAction;
    reason?: string;
  }): Promise<SaveOutcome>;
  checkCertNo(input: CertNoCheckRequest): Promise<CertNoOutcome>;
  /** Every customer the filters select, as a workbook (CusMastInfoExport). */
  exportList(filters: CustomerFilters): Promise<ExportOutcome>;
  /** The industry tree; rejects with the server's text on failure. */
  mccTree(): Promise<MccNode[]>;
}

export function createCustomerApi(
  post: ServicePost,
  download: ServiceDownload = appHttp.serviceDownload,
): CustomerApi {
  const save = (path: string, payload: object) =>
    settle(async (): Promise<SaveOutcome> => {
      const reply = await post<CustomerBody>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    list: (filters, page) => readCapList(post, CUSTOMER_PATHS.inquiry, filters, page),
    add: (fields) => save(CUSTOMER_PATHS.addition, fields),
    update: (cusCode, fields) => save(CUSTOMER_PATHS.updating, { ...fields, cusCode }),
    changeStatus: ({ cusCode, action, reason }) =>
      save(CUSTOMER_PATHS.statusModify, reason ? { cusCode, action, reason } : { cusCode, action }),
    checkCertNo: (request) =>
      settle(async (): Promise<CertNoOutcome> => {
        const reply = await post<CertNoCheckBody>(CUSTOMER_PATHS.certNoCheck, request);
        if (!reply.success) return failed(reply.message);
        const body = reply.result;
        if (!body?.exists) return { ok: true };
        return { ok: true, holder: { cusCode: body.cusCode ?? '', cusName: body.cusName ?? '' } };
      }),
    exportList: (filters) =>
      settle(async (): Promise<ExportOutcome> => {
        const reply = await download(CUSTOMER_PATHS.export, filledFilters(filters));
        if (!reply.success) return failed(reply.message || DOWNLOAD_FAILED);
        // spec 8.2: 文件下载失败 when the export returns nothing.
        if (!reply.result || reply.result.blob.size === 0) return failed(DOWNLOAD_FAILED);
        return { ok: true, blob: reply.result.blob, fileName: reply.result.fileName };
      }),
    mccTree: async () =>
      requiredResultOf(await post<MccTreeBody>(CUSTOMER_PATHS.mccTree, {})).listData,
  };
}

/** The app-wide customer calls over the shared HTTP instance. */
export const customerApi: CustomerApi = createCustomerApi(appHttp.servicePost);
