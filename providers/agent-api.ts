/**
 * The calls of 代理商与供应商 (issue 18 C; cap.yaml /cap/agt/v1): the agent tree and the supplier
 * list, their create / edit and enable / disable with a reason, and an agent's customers (the
 * existing CusMastInfoInquiry, filtered by agentCode). Writes resolve with an outcome carrying the
 * server's text (spec 7.1: replyText and errorMsg), never reject.
 */
import type { components } from '../src/api/generated/cap';
import {
  readCapList,
  type CapFiltersOf,
  type CapListPage,
  type CapRowOf,
  type ServicePost,
} from './cap-list';
import { CUSTOMER_PATHS, type Customer } from './customer-api';
import type { ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const AGENT_PATHS = {
  agentInquiry: '/cap/agt/v1/AgentInquiry',
  agentAddition: '/cap/agt/v1/AgentAddtion',
  agentUpdating: '/cap/agt/v1/AgentUpdating',
  agentStatusModify: '/cap/agt/v1/AgentStatusModify',
  supplierInquiry: '/cap/agt/v1/SupplierInquiry',
  supplierAddition: '/cap/agt/v1/SupplierAddtion',
  supplierUpdating: '/cap/agt/v1/SupplierUpdating',
  supplierStatusModify: '/cap/agt/v1/SupplierStatusModify',
} as const;

export type Agent = CapRowOf<typeof AGENT_PATHS.agentInquiry>;
export type AgentFilters = CapFiltersOf<typeof AGENT_PATHS.agentInquiry>;
export type AgentFields = Schemas['CapAgentFields'];
export type Supplier = CapRowOf<typeof AGENT_PATHS.supplierInquiry>;
export type SupplierFilters = CapFiltersOf<typeof AGENT_PATHS.supplierInquiry>;
export type SupplierFields = Schemas['CapSupplierFields'];
export type SettleAcct = Schemas['CapAgtSettleAcct'];
export type AgtStatusAction = Schemas['CapAgtStatusAction'];
export type { Customer };

/** The server's text on success (新增成功, 停用成功 …), for the page's message. */
export type AgentOutcome = { ok: true; message: string } | Failure;

export interface AgentApi {
  /** The whole tree (level-1 agents with their children); rejects on failure. */
  agents(filters: AgentFilters): Promise<Agent[]>;
  /** A new agent; with `parentCode` a child of that agent (添加下级). */
  addAgent(fields: AgentFields, parentCode?: string): Promise<AgentOutcome>;
  updateAgent(agentCode: string, fields: AgentFields): Promise<AgentOutcome>;
  changeAgentStatus(
    agentCode: string,
    action: AgtStatusAction,
    reason: string,
  ): Promise<AgentOutcome>;
  /** One page of the customers whose agent is `agentCode`; rejects on failure. */
  agentCustomers(agentCode: string, page: ServicePage): Promise<CapListPage<Customer>>;
  /** One page of suppliers; rejects on failure. */
  suppliers(filters: SupplierFilters, page: ServicePage): Promise<CapListPage<Supplier>>;
  addSupplier(fields: SupplierFields): Promise<AgentOutcome>;
  updateSupplier(supplierCode: string, fields: SupplierFields): Promise<AgentOutcome>;
  changeSupplierStatus(
    supplierCode: string,
    action: AgtStatusAction,
    reason: string,
  ): Promise<AgentOutcome>;
}

/** The tree is one reply: the server sends every level-1 agent in one page. */
const WHOLE_TREE: ServicePage = { pageNum: 1, pageSize: 1000 };

export function createAgentApi(post: ServicePost): AgentApi {
  const send = (path: string, payload: object) =>
    settle(async (): Promise<AgentOutcome> => {
      const reply = await post<unknown>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    agents: async (filters) =>
      (await readCapList(post, AGENT_PATHS.agentInquiry, filters, WHOLE_TREE)).rows,
    addAgent: (fields, parentCode) =>
      send(AGENT_PATHS.agentAddition, parentCode ? { ...fields, parentCode } : fields),
    updateAgent: (agentCode, fields) => send(AGENT_PATHS.agentUpdating, { ...fields, agentCode }),
    changeAgentStatus: (agentCode, action, reason) =>
      send(AGENT_PATHS.agentStatusModify, { agentCode, action, reason }),
    agentCustomers: (agentCode, page) =>
      readCapList(post, CUSTOMER_PATHS.inquiry, { agentCode }, page),
    suppliers: (filters, page) => readCapList(post, AGENT_PATHS.supplierInquiry, filters, page),
    addSupplier: (fields) => send(AGENT_PATHS.supplierAddition, fields),
    updateSupplier: (supplierCode, fields) =>
      send(AGENT_PATHS.supplierUpdating, { ...fields, supplierCode }),
    changeSupplierStatus: (supplierCode, action, reason) =>
      send(AGENT_PATHS.supplierStatusModify, { supplierCode, action, reason }),
  };
}

/** The app-wide agent and supplier calls over the shared HTTP instance. */
export const agentApi: AgentApi = createAgentApi(appHttp.servicePost);
