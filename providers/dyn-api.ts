/**
 * The calls of the descriptor-driven pages (issue 19 F; cap.yaml 动态表单 /cap/dyn/v1): a page's
 * descriptor, one page of its records, a record added or saved, and the Excel batch import (spec
 * 7.5). Reads reject with the server's text; writes resolve with an outcome carrying it (spec 7.1).
 */
import type { components } from '../src/api/generated/cap';
import { readCapList, type CapListPage, type ServicePost } from './cap-list';
import type { Http, Normalised, ServicePage } from './http';
import { ApiError } from './http';
import { http as appHttp } from './http/instance';
import { requiredResultOf, unwrapCap } from './http/unwrap';
import { failed, settle, type Failure } from './outcome';
import { flattenContext, multipartOf } from './upload-api';

type Schemas = components['schemas'];

export const DYN_PATHS = {
  descriptor: '/cap/dyn/v1/DynDescriptorInquiry',
  records: '/cap/dyn/v1/DynRecordInquiry',
  add: '/cap/dyn/v1/DynRecordAddtion',
  update: '/cap/dyn/v1/DynRecordUpdating',
  import: '/cap/dyn/v1/DynRecordImport',
} as const;

export type DynDescriptor = Schemas['CapDynDescriptor'];
export type DynSearchField = Schemas['CapDynSearchField'];
export type DynColumn = Schemas['CapDynColumn'];
export type DynFormField = Schemas['CapDynFormField'];
export type DynRecord = Schemas['CapDynRecord'];
export type DynValues = Schemas['CapDynValues'];
export type DynImportResult = Schemas['CapDynImportResult'];
type DescriptorBody = Schemas['CapDynDescriptorReply']['body'];
type ImportBody = Schemas['CapDynImportReply']['body'];

/** The server's text on success (新增成功, 保存成功). */
export type DynOutcome = { ok: true; message: string } | Failure;
/** The server's text and the counts (rows skipped with their reasons). */
export type DynImportOutcome =
  { ok: true; message: string; result: DynImportResult | undefined } | Failure;

/** Shown when the reply carries no descriptor of the page asked. */
export const DESCRIPTOR_MISSING = '未找到本页面的描述，请联系管理员配置';

/** Posts the multipart DynRecordImport (the file and the page code). */
export type DynUpload = (file: File, pageCode: string) => Promise<Normalised<ImportBody>>;

export interface DynApi {
  /** The descriptor of `pageCode`; rejects with the server's text, or when the reply lacks it. */
  descriptor(pageCode: string): Promise<DynDescriptor>;
  /** One page of the page's records (rows of another page are never shown); rejects on failure. */
  records(
    pageCode: string,
    filters: Record<string, string>,
    page: ServicePage,
  ): Promise<CapListPage<DynRecord>>;
  addRecord(pageCode: string, values: DynValues): Promise<DynOutcome>;
  updateRecord(pageCode: string, recordId: string, values: DynValues): Promise<DynOutcome>;
  importRecords(pageCode: string, file: File): Promise<DynImportOutcome>;
}

export function createDynApi(post: ServicePost, upload: DynUpload): DynApi {
  const save = (path: string, payload: object) =>
    settle(async (): Promise<DynOutcome> => {
      const reply = await post<unknown>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    descriptor: async (pageCode) => {
      const body = requiredResultOf(
        await post<DescriptorBody>(DYN_PATHS.descriptor, { pageCodes: [pageCode] }),
      );
      const found = body.descriptors.find((descriptor) => descriptor.pageCode === pageCode);
      if (!found) throw new ApiError(DESCRIPTOR_MISSING, 'server');
      return found;
    },
    records: async (pageCode, filters, page) => {
      const read = await readCapList(post, DYN_PATHS.records, { pageCode, filters }, page);
      return { ...read, rows: read.rows.filter((row) => row.pageCode === pageCode) };
    },
    addRecord: (pageCode, values) => save(DYN_PATHS.add, { pageCode, values }),
    updateRecord: (pageCode, recordId, values) =>
      save(DYN_PATHS.update, { pageCode, recordId, values }),
    importRecords: (pageCode, file) =>
      settle(async (): Promise<DynImportOutcome> => {
        const reply = await upload(file, pageCode);
        return reply.success
          ? { ok: true, message: reply.message, result: reply.result ?? undefined }
          : failed(reply.message);
      }),
  };
}

/** DynRecordImport over the app's HTTP: the file part plus pageCode and the context.* parts. */
export function httpDynUpload(http: Pick<Http, 'cap' | 'serviceBody'>): DynUpload {
  return async (file, pageCode) => {
    const { context } = http.serviceBody(DYN_PATHS.import, {});
    const body: Schemas['CapDynRecordImportForm'] = {
      file: file.name,
      pageCode,
      ...flattenContext(context),
    };
    return unwrapCap(
      await http.cap.POST(DYN_PATHS.import, {
        body,
        bodySerializer: (parts) => multipartOf(parts, { file: [file] }),
      }),
    );
  };
}

/** The app-wide dynamic-page calls over the shared HTTP instance. */
export const dynApi: DynApi = createDynApi(appHttp.servicePost, httpDynUpload(appHttp));
