/**
 * The calls of 资金分发 and 分发审核 (issue 18 B; cap.yaml /cap/mch/v1/Dist*): the rules, the list, one
 * distribution's items, a new distribution and its maker–checker audit. Writes resolve with an
 * outcome carrying the server's text (spec 7.1: replyText and errorMsg), never reject. The operation
 * password is encrypted here (spec 7.2) so no page handles it.
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

export const DIST_PATHS = {
  ruleInquiry: '/cap/mch/v1/DistRuleInquiry',
  addition: '/cap/mch/v1/DistAddtion',
  inquiry: '/cap/mch/v1/DistInquiry',
  itemInquiry: '/cap/mch/v1/DistItemInquiry',
  pass: '/cap/mch/v1/DistAuditPass',
  reject: '/cap/mch/v1/DistAuditReject',
  cancel: '/cap/mch/v1/DistCancel',
} as const;

export type Distribution = CapRowOf<typeof DIST_PATHS.inquiry>;
export type DistFilters = CapFiltersOf<typeof DIST_PATHS.inquiry>;
export type DistItem = CapRowOf<typeof DIST_PATHS.itemInquiry>;
export type DistRule = CapRowOf<typeof DIST_PATHS.ruleInquiry>;

/** What 新建分发 sends, with the operation password still plain (encrypted on sending). */
export type DistributionInput = Omit<Schemas['CapDistAddtionRequest'], 'page' | 'context'>;

/** The server's text on success; a new distribution also names its number. */
export type DistOutcome = { ok: true; message: string; distNo?: string } | Failure;

/** Every rule at once: a platform keeps a handful. */
const ALL_RULES: ServicePage = { pageNum: 1, pageSize: 100 };
/** Every item of one distribution (the server caps a distribution at 100 receivers). */
const ALL_ITEMS: ServicePage = { pageNum: 1, pageSize: 100 };

export interface DistributionApi {
  /** One page; rejects on failure (the list shows it once). */
  distributions(filters: DistFilters, page: ServicePage): Promise<CapListPage<Distribution>>;
  items(distNo: string): Promise<DistItem[]>;
  rules(): Promise<DistRule[]>;
  addDistribution(input: DistributionInput): Promise<DistOutcome>;
  passDistribution(distNo: string, auditRemark?: string): Promise<DistOutcome>;
  rejectDistribution(distNo: string, auditRemark: string): Promise<DistOutcome>;
  cancelDistribution(distNo: string): Promise<DistOutcome>;
}

export function createDistributionApi(
  post: ServicePost,
  encrypt: (plain: string) => string = encryptOpPassword,
): DistributionApi {
  const send = (path: string, payload: object) =>
    settle(async (): Promise<DistOutcome> => {
      const reply = await post<Distribution | null>(path, payload);
      if (!reply.success) return failed(reply.message);
      return { ok: true, message: reply.message, distNo: reply.result?.distNo };
    });

  return {
    distributions: (filters, page) => readCapList(post, DIST_PATHS.inquiry, filters, page),
    items: async (distNo) =>
      (await readCapList(post, DIST_PATHS.itemInquiry, { distNo }, ALL_ITEMS)).rows,
    rules: async () => (await readCapList(post, DIST_PATHS.ruleInquiry, {}, ALL_RULES)).rows,
    addDistribution: ({ opPsw, ...fields }) =>
      send(DIST_PATHS.addition, { ...fields, opPsw: encrypt(opPsw) }),
    passDistribution: (distNo, auditRemark) =>
      send(DIST_PATHS.pass, auditRemark ? { distNo, auditRemark } : { distNo }),
    rejectDistribution: (distNo, auditRemark) => send(DIST_PATHS.reject, { distNo, auditRemark }),
    cancelDistribution: (distNo) => send(DIST_PATHS.cancel, { distNo }),
  };
}

/** The app-wide distribution calls over the shared HTTP instance. */
export const distributionApi: DistributionApi = createDistributionApi(appHttp.servicePost);
