/**
 * The calls of 消息与文件 (issue 19 D; cap.yaml /cap/msg/v1 and /cap/cos/v1 File*): templates and
 * their test send, the sent-message log, stored files and their deletion. Writes resolve with an
 * outcome carrying the server's text (spec 7.1: replyText and errorMsg), never reject; a stored
 * file is opened through the console's static URL and the spec 7.1 PDF preview.
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
import { failed, settle, type Failure } from './outcome';
import { pdfPreviewUrl } from './pdf-preview';

type Schemas = components['schemas'];

export const MSG_PATHS = {
  templateInquiry: '/cap/msg/v1/MsgTemplateInquiry',
  templateAddition: '/cap/msg/v1/MsgTemplateAddtion',
  templateUpdating: '/cap/msg/v1/MsgTemplateUpdating',
  testSend: '/cap/msg/v1/MsgTestSend',
  sendLogInquiry: '/cap/msg/v1/MsgSendLogInquiry',
  fileInquiry: '/cap/cos/v1/FileInquiry',
  fileDelete: '/cap/cos/v1/FileDelete',
} as const;

export type MsgTemplate = CapRowOf<typeof MSG_PATHS.templateInquiry>;
export type MsgTemplateFilters = CapFiltersOf<typeof MSG_PATHS.templateInquiry>;
export type MsgTemplateFields = Schemas['CapMsgTemplateFields'];
export type MsgVariable = Schemas['CapMsgVariable'];
export type MsgSendLog = CapRowOf<typeof MSG_PATHS.sendLogInquiry>;
export type MsgSendLogFilters = CapFiltersOf<typeof MSG_PATHS.sendLogInquiry>;
export type StoredFile = CapRowOf<typeof MSG_PATHS.fileInquiry>;
export type StoredFileFilters = CapFiltersOf<typeof MSG_PATHS.fileInquiry>;
export type TestSendInput = Omit<Schemas['CapMsgTestSendRequest'], 'page' | 'context'>;

export type MsgOutcome = { ok: true; message: string } | Failure;
/** A test send's outcome: the sent-message record (its status may still be 发送中 or 发送失败). */
export type TestSendOutcome = { ok: true; message: string; sent: MsgSendLog | null } | Failure;

export interface MsgApi {
  /** One page; rejects on failure (the list shows it once). */
  templates(filters: MsgTemplateFilters, page: ServicePage): Promise<CapListPage<MsgTemplate>>;
  addTemplate(fields: MsgTemplateFields): Promise<MsgOutcome>;
  updateTemplate(fields: MsgTemplateFields): Promise<MsgOutcome>;
  testSend(input: TestSendInput): Promise<TestSendOutcome>;
  sendLogs(filters: MsgSendLogFilters, page: ServicePage): Promise<CapListPage<MsgSendLog>>;
  files(filters: StoredFileFilters, page: ServicePage): Promise<CapListPage<StoredFile>>;
  deleteFile(fileId: string): Promise<MsgOutcome>;
  /** Where the browser fetches a stored file: the console's static URL (spec 7.1). */
  fileUrl(path: string): string;
  /** The spec 7.1 PDF preview page of a stored PDF. */
  pdfPreview(path: string): string;
}

export function createMsgApi(
  post: ServicePost,
  fileUrl: (path: string) => string = (path) => appHttp.staticUrl(path),
  apiBase: string = appHttp.baseUrl,
): MsgApi {
  const send = (path: string, payload: object) =>
    settle(async (): Promise<MsgOutcome> => {
      const reply = await post<unknown>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    templates: (filters, page) => readCapList(post, MSG_PATHS.templateInquiry, filters, page),
    addTemplate: (fields) => send(MSG_PATHS.templateAddition, fields),
    updateTemplate: (fields) => send(MSG_PATHS.templateUpdating, fields),
    testSend: (input) =>
      settle(async (): Promise<TestSendOutcome> => {
        const reply = await post<MsgSendLog | null>(MSG_PATHS.testSend, input);
        return reply.success
          ? { ok: true, message: reply.message, sent: reply.result ?? null }
          : failed(reply.message);
      }),
    sendLogs: (filters, page) => readCapList(post, MSG_PATHS.sendLogInquiry, filters, page),
    files: (filters, page) => readCapList(post, MSG_PATHS.fileInquiry, filters, page),
    deleteFile: (fileId) => send(MSG_PATHS.fileDelete, { fileId }),
    fileUrl,
    pdfPreview: (path) => pdfPreviewUrl(apiBase, fileUrl(path)),
  };
}

/** The app-wide calls of 消息与文件 over the shared HTTP instance. */
export const msgApi: MsgApi = createMsgApi(appHttp.servicePost);
