/**
 * File uploads (spec 7.6, 8.3) and Excel imports (spec 7.5, 8.2; jeecg-contracts §2
 * /sys/common/upload and the importExcel rows). Uploads resolve with the stored path and its display
 * URL, or reject with a refusal `ApiError` carrying the server's message for a `success: false` reply;
 * HTTP failures reject with the HTTP layer's already presented error (`isPresentedError`).
 *
 * Default target: `cos` (/cap/cos/v1/FileUpload). Spec 7.6 lists it first, the console's own
 * customer-material pages upload through it (cap.yaml CusMaterial*), and it answers with the file
 * name as stored; `sys` (/sys/common/upload) is the JeecgBoot one whose path comes in `message`.
 */
import type { components as CapComponents } from '../src/api/generated/cap';
import type { components as SysComponents, paths as SysPaths } from '../src/api/generated/sys';
import { UPLOAD_FAILED } from '../src/lib/messages';
import { ApiError, resultOf, unwrapCap, unwrapSys, unwrapUpload, type Http } from './http';
import { http as appHttp } from './http/instance';
import type { ServiceContext } from './http/serviceBody';

export type UploadTarget = 'cos' | 'sys';

export interface UploadOptions {
  /** Which upload call; `cos` unless given (see the file comment). */
  target?: UploadTarget;
  /** Sub-directory for `sys` uploads (JeecgBoot `biz`; must not contain `../`). Ignored by `cos`. */
  bizPath?: string;
  /** `cos` only: the bucket and whether the server keeps a file record (spec 7.6). */
  bucketName?: string;
  saveFlag?: string;
  signal?: AbortSignal;
}

export interface UploadedFile {
  /** Stored path, relative to the static domain unless absolute: the value widgets keep. */
  path: string;
  /** Where a browser can show or download it (`http.staticUrl(path)`). */
  url: string;
  /** Display name: the server's file name when it gives one, else the local file's. */
  name: string;
}

export const COS_UPLOAD_PATH = '/cap/cos/v1/FileUpload';
export const SYS_UPLOAD_PATH = '/sys/common/upload';

type CosForm = CapComponents['schemas']['CapFileUploadForm'];
type SysUploadForm =
  SysPaths['/sys/common/upload']['post']['requestBody']['content']['multipart/form-data'];

/** The service context as the `context.*` parts FileUpload expects (spec 7.6). */
type ContextParts = { [Key in keyof ServiceContext as `context.${Key}`]: string };

export function flattenContext(context: ServiceContext): ContextParts {
  const parts: Partial<Record<string, string>> = {};
  for (const [key, value] of Object.entries(context)) parts[`context.${key}`] = String(value);
  return parts as ContextParts;
}

function fileNameOf(blob: Blob): string {
  return 'name' in blob && typeof blob.name === 'string' && blob.name !== '' ? blob.name : 'blob';
}

/**
 * Multipart body of a typed form. The generated form types say `file: string` (a binary part); the
 * typed body carries the file name there and this serializer puts the real bytes in its place.
 */
export function multipartOf(
  parts: Record<string, string | undefined>,
  files: Record<string, readonly Blob[]>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value !== undefined && !(name in files)) form.append(name, value);
  }
  for (const [name, blobs] of Object.entries(files)) {
    // The file name is always passed: JeecgBoot keeps it (the stored name starts with it).
    for (const blob of blobs) form.append(name, blob, fileNameOf(blob));
  }
  return form;
}

// ---------------------------------------------------------------------------------------------
// Excel import (spec 7.5, 8.2)

/** The import endpoints of the contract (spec 7.5: "a configurable URL"). */
export type ImportExcelPath = Extract<keyof SysPaths, `/sys/${string}/importExcel`>;

export interface ImportExcelOptions {
  /** Sent as isSingleTableImport when the importer has a biz set. */
  biz?: string;
  /** Foreign-key values, sent as JSON text. */
  foreignKeys?: Record<string, unknown>;
  /** Online mode only: '0' or '1'. */
  validateStatus?: '0' | '1';
  /** Extra scalar parts (the department chosen before confirm, for one). */
  extra?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ImportOutcome {
  success: boolean;
  code: number | string;
  message: string;
  /** Code 201: the summary line and the error-detail file of the rejected rows. */
  errorSummary?: string;
  errorFileUrl?: string;
  errorFileName?: string;
}

type ImportErrorSummary = SysComponents['schemas']['ImportErrorSummary'];
type ImportForm = SysComponents['schemas']['ImportForm'];

const STATIC_PREFIX = '/sys/common/static/';

/**
 * URL of the error-detail file of a 201 import. JeecgBoot sends `/sys/common/static/<path>`
 * (relative to the API base); the stored part goes through the static domain like any stored file.
 */
export function importErrorFileUrl(http: Pick<Http, 'staticUrl' | 'baseUrl'>, fileUrl: string) {
  const trimmed = fileUrl.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith(STATIC_PREFIX)) return http.staticUrl(trimmed.slice(STATIC_PREFIX.length));
  if (trimmed.startsWith('/')) return `${http.baseUrl}${trimmed}`;
  return http.staticUrl(trimmed);
}

/** A 'success' without a stored path: a failure of ours, not the server's message. */
const noStoredPath = (): ApiError => new ApiError(UPLOAD_FAILED, 'server');

function isSummary(value: unknown): value is ImportErrorSummary {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface UploadApi {
  uploadFile(file: File, options?: UploadOptions): Promise<UploadedFile>;
  /** Display URL of a stored path (an existing value's files). */
  fileUrl(path: string): string;
  /** Resolves with the server's answer (failures included); rejects only on HTTP failures. */
  importExcel(
    path: ImportExcelPath,
    files: readonly File[],
    options?: ImportExcelOptions,
  ): Promise<ImportOutcome>;
}

export function createUploadApi(
  http: Pick<Http, 'sys' | 'cap' | 'serviceBody' | 'staticUrl' | 'baseUrl'>,
): UploadApi {
  const stored = (path: string, name: string): UploadedFile => ({
    path,
    url: http.staticUrl(path),
    name,
  });

  async function uploadCos(file: File, options: UploadOptions): Promise<UploadedFile> {
    const { context } = http.serviceBody(COS_UPLOAD_PATH, {});
    const body: CosForm = {
      file: file.name,
      bucketName: options.bucketName,
      saveFlag: options.saveFlag,
      ...flattenContext(context),
    };
    const reply = unwrapCap(
      await http.cap.POST(COS_UPLOAD_PATH, {
        body,
        bodySerializer: (parts) => multipartOf(parts, { file: [file] }),
        signal: options.signal,
      }),
    );
    const result = resultOf(reply, UPLOAD_FAILED);
    const path = result?.filePath?.trim() ?? '';
    if (path === '') throw noStoredPath();
    return stored(path, result?.fileName || file.name);
  }

  async function uploadSys(file: File, options: UploadOptions): Promise<UploadedFile> {
    const body: SysUploadForm = { file: file.name, isup: '1', biz: options.bizPath || undefined };
    const reply = unwrapUpload(
      await http.sys.POST(SYS_UPLOAD_PATH, {
        body,
        bodySerializer: (parts) => multipartOf(parts, { file: [file] }),
        signal: options.signal,
      }),
    );
    const path = resultOf(reply, UPLOAD_FAILED).trim();
    if (path === '') throw noStoredPath();
    return stored(path, file.name);
  }

  return {
    uploadFile(file, options = {}) {
      return (options.target ?? 'cos') === 'sys'
        ? uploadSys(file, options)
        : uploadCos(file, options);
    },

    fileUrl: (path) => http.staticUrl(path),

    async importExcel(path, files, options = {}) {
      const body: ImportForm & Record<string, string | string[] | null | undefined> = {
        'files[]': files.map((file) => file.name),
        isSingleTableImport: options.biz || undefined,
        foreignKeys: options.foreignKeys ? JSON.stringify(options.foreignKeys) : undefined,
        validateStatus: options.validateStatus,
        ...options.extra,
      };
      const reply = unwrapSys(
        await http.sys.POST(path, {
          body,
          bodySerializer: (parts) => {
            const scalars: Record<string, string | undefined> = {};
            for (const [name, value] of Object.entries(parts)) {
              if (typeof value === 'string') scalars[name] = value;
            }
            return multipartOf(scalars, { 'files[]': files });
          },
          signal: options.signal,
        }),
      );
      const outcome: ImportOutcome = {
        success: reply.success,
        code: reply.code,
        message: reply.message,
      };
      if (reply.success && Number(reply.code) === 201) {
        // A sys importer answers with a summary object; the online importer with the file path.
        const result: unknown = reply.result;
        const fileUrl = isSummary(result)
          ? result.fileUrl
          : typeof result === 'string'
            ? result
            : null;
        outcome.errorSummary = isSummary(result) ? (result.msg ?? undefined) : undefined;
        outcome.errorFileName = isSummary(result) ? (result.fileName ?? undefined) : undefined;
        outcome.errorFileUrl = fileUrl ? importErrorFileUrl(http, fileUrl) : undefined;
      }
      return outcome;
    },
  };
}

const appUploadApi = createUploadApi(appHttp);

/** Uploads through the app's HTTP layer (spec 7.6); see UploadApi. */
export const { uploadFile, importExcel, fileUrl } = appUploadApi;
