/**
 * The sub-merchant calls of 商户管理 (issue 18 A, spec 2.7 商户平台): list, create, edit and
 * enable / disable with a reason, on the /cap service conventions (spec 7.1). Saves resolve with an
 * outcome the page shows: the server's replyText (and errorMsg, spec 7.1) either way.
 */
import type { components } from '../src/api/generated/cap';
import {
  readCapList,
  type CapFiltersOf,
  type CapListPage,
  type CapRowOf,
  type ServicePost,
} from './cap-list';
import type { SaveOutcome } from './customer-api';
import type { ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { failed, settle } from './outcome';

type Schemas = components['schemas'];

export const SUBMCH_PATHS = {
  inquiry: '/cap/mch/v1/SubMchInquiry',
  addition: '/cap/mch/v1/SubMchAddtion',
  updating: '/cap/mch/v1/SubMchUpdating',
  statusModify: '/cap/mch/v1/SubMchStatusModify',
} as const;

export type SubMch = CapRowOf<typeof SUBMCH_PATHS.inquiry>;
export type SubMchFields = Schemas['CapSubMchFields'];
export type SubMchFilters = CapFiltersOf<typeof SUBMCH_PATHS.inquiry>;
type StatusModifyRequest = Omit<Schemas['CapSubMchStatusModifyRequest'], 'page' | 'context'>;
type SubMchBody = Schemas['CapSubMchReply']['body'];

export type { SaveOutcome };

export interface SubMchApi {
  /** One page; rejects on failure (the list shows it once). */
  list(filters: SubMchFilters, page: ServicePage): Promise<CapListPage<SubMch>>;
  add(fields: SubMchFields): Promise<SaveOutcome>;
  update(mchCode: string, fields: SubMchFields): Promise<SaveOutcome>;
  /** 启用 / 停用, with the reason the operator gave. */
  changeStatus(request: StatusModifyRequest): Promise<SaveOutcome>;
}

export function createSubMchApi(post: ServicePost): SubMchApi {
  const save = (path: string, payload: object) =>
    settle(async (): Promise<SaveOutcome> => {
      const reply = await post<SubMchBody>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    list: (filters, page) => readCapList(post, SUBMCH_PATHS.inquiry, filters, page),
    add: (fields) => save(SUBMCH_PATHS.addition, fields),
    update: (mchCode, fields) => save(SUBMCH_PATHS.updating, { ...fields, mchCode }),
    changeStatus: ({ mchCode, action, reason }) =>
      save(SUBMCH_PATHS.statusModify, { mchCode, action, reason }),
  };
}

/** The app-wide sub-merchant calls over the shared HTTP instance. */
export const subMchApi: SubMchApi = createSubMchApi(appHttp.servicePost);
