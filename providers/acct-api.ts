/**
 * The account calls of 账户管理, 账户详情 and 账号生成 (issue 17): the account list and detail, the
 * ledger (流水) and its export, the account-number rules with preview and generation, on the /cap
 * service conventions (spec 7.1). Saves resolve with an outcome carrying the server's replyText
 * (and errorMsg); reads reject with it, so the page shows it once.
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
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const ACCT_PATHS = {
  inquiry: '/cap/acct/v1/AcctInfoInquiry',
  ledger: '/cap/acct/v1/AcctLedgerInquiry',
  ledgerExport: '/cap/acct/v1/AcctLedgerExport',
  ruleInquiry: '/cap/acct/v1/AcctNoRuleInquiry',
  ruleAddition: '/cap/acct/v1/AcctNoRuleAddtion',
  ruleUpdating: '/cap/acct/v1/AcctNoRuleUpdating',
  preview: '/cap/acct/v1/AcctNoPreview',
  generate: '/cap/acct/v1/AcctNoGenerate',
} as const;

export type Account = CapRowOf<typeof ACCT_PATHS.inquiry>;
export type AccountFilters = CapFiltersOf<typeof ACCT_PATHS.inquiry>;
export type LedgerEntry = CapRowOf<typeof ACCT_PATHS.ledger>;
export type LedgerFilters = CapFiltersOf<typeof ACCT_PATHS.ledger>;
export type AcctNoRule = CapRowOf<typeof ACCT_PATHS.ruleInquiry>;
export type AcctNoRuleFilters = CapFiltersOf<typeof ACCT_PATHS.ruleInquiry>;
export type AcctNoRuleFields = Schemas['CapAcctNoRuleFields'];
export type AcctNoBatch = Schemas['CapAcctNoBatch'];
type AcctNoRuleBody = Schemas['CapAcctNoRuleReply']['body'];
type AcctNoBatchBody = Schemas['CapAcctNoBatchReply']['body'];
type AcctNoCountRequest = Omit<Schemas['CapAcctNoGenerateRequest'], 'page' | 'context'>;

/** The server's text on success (新增成功 …), for the page's message. */
export type AcctSaveOutcome = { ok: true; message: string } | Failure;

/** The numbers a preview or a generation answered. */
export type AcctNoBatchOutcome = { ok: true; batch: AcctNoBatch; message: string } | Failure;

/** The ledger workbook, or why there is none (the server's text, spec 7.1). */
export type LedgerExportOutcome = { ok: true; blob: Blob; fileName: string } | Failure;

export interface AcctApi {
  /** One page of 账户管理; rejects on failure (the list shows it once). */
  listAccounts(filters: AccountFilters, page: ServicePage): Promise<CapListPage<Account>>;
  /** One account by its number (a one-row list); undefined when there is none. */
  readAccount(acctNo: string): Promise<Account | undefined>;
  /** One page of an account's ledger, newest first; rejects on failure. */
  ledger(filters: LedgerFilters, page: ServicePage): Promise<CapListPage<LedgerEntry>>;
  /** Every ledger line the filters select, as a workbook (AcctLedgerExport). */
  exportLedger(filters: LedgerFilters): Promise<LedgerExportOutcome>;
  listRules(filters: AcctNoRuleFilters, page: ServicePage): Promise<CapListPage<AcctNoRule>>;
  addRule(fields: AcctNoRuleFields): Promise<AcctSaveOutcome>;
  updateRule(ruleId: string, fields: AcctNoRuleFields): Promise<AcctSaveOutcome>;
  /** The next numbers of a rule, nothing reserved (AcctNoPreview). */
  preview(request: AcctNoCountRequest): Promise<AcctNoBatchOutcome>;
  /** Reserves the next numbers of a rule and advances its sequence (AcctNoGenerate). */
  generate(request: AcctNoCountRequest): Promise<AcctNoBatchOutcome>;
}

const SINGLE_ROW: ServicePage = { pageNum: 1, pageSize: 1 };

export function createAcctApi(
  post: ServicePost,
  download: Http['serviceDownload'] = appHttp.serviceDownload,
): AcctApi {
  const save = (path: string, payload: object) =>
    settle(async (): Promise<AcctSaveOutcome> => {
      const reply = await post<AcctNoRuleBody>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });
  const numbers = (path: string, request: AcctNoCountRequest) =>
    settle(async (): Promise<AcctNoBatchOutcome> => {
      const reply = await post<AcctNoBatchBody>(path, request);
      if (!reply.success) return failed(reply.message);
      if (!reply.result) return failed(reply.message);
      return { ok: true, batch: reply.result, message: reply.message };
    });

  return {
    listAccounts: (filters, page) => readCapList(post, ACCT_PATHS.inquiry, filters, page),
    readAccount: async (acctNo) =>
      (await readCapList(post, ACCT_PATHS.inquiry, { acctNo }, SINGLE_ROW)).rows.find(
        (account) => account.acctNo === acctNo,
      ),
    ledger: (filters, page) => readCapList(post, ACCT_PATHS.ledger, filters, page),
    exportLedger: (filters) =>
      settle(async (): Promise<LedgerExportOutcome> => {
        const reply = await download(ACCT_PATHS.ledgerExport, filledFilters(filters));
        if (!reply.success) return failed(reply.message || DOWNLOAD_FAILED);
        // spec 8.2: 文件下载失败 when the export returns nothing.
        if (!reply.result || reply.result.blob.size === 0) return failed(DOWNLOAD_FAILED);
        return { ok: true, blob: reply.result.blob, fileName: reply.result.fileName };
      }),
    listRules: (filters, page) => readCapList(post, ACCT_PATHS.ruleInquiry, filters, page),
    addRule: (fields) => save(ACCT_PATHS.ruleAddition, fields),
    updateRule: (ruleId, fields) => save(ACCT_PATHS.ruleUpdating, { ...fields, ruleId }),
    preview: (request) => numbers(ACCT_PATHS.preview, request),
    generate: (request) => numbers(ACCT_PATHS.generate, request),
  };
}

/** The app-wide account calls over the shared HTTP instance. */
export const acctApi: AcctApi = createAcctApi(appHttp.servicePost);
