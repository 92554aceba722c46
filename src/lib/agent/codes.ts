/**
 * The code sets of 代理商与供应商 (issue 18 C; dictionary values, strings). Labels come from the
 * dictionaries at run time; the pure rules here branch on the codes only.
 */
import { isCode } from '../customer/codes';

export { isCode };

type CodeOf<T> = T[keyof T];

/** The dictionary codes themselves, for the pages' tags and selects. */
export const AGENT_DICT = {
  status: 'agt_status',
  level: 'agt_level',
  commissionMode: 'agt_commission_mode',
  supplyType: 'agt_supply_type',
  settleCycle: 'agt_settle_cycle',
  /** 对公 / 对私: the customers' settlement account kinds, shared. */
  acctKind: 'cus_settle_acct_type',
} as const;

/** agt_status, of agents and suppliers alike: 01 启用, 02 停用 */
export const AGT_STATUS = { enabled: '01', disabled: '02' } as const;
export type AgtStatus = CodeOf<typeof AGT_STATUS>;

/** agt_level: 1 一级代理, 2 二级代理, 3 三级代理 */
export const AGENT_LEVEL = { first: '1', second: '2', third: '3' } as const;
export type AgentLevel = CodeOf<typeof AGENT_LEVEL>;

/** agt_commission_mode: 01 按交易额比例 (a rate), 02 按笔固定 (yuan per transaction) */
export const COMMISSION_MODE = { rate: '01', fixed: '02' } as const;
export type CommissionMode = CodeOf<typeof COMMISSION_MODE>;

/** agt_supply_type: 01 支付通道, 02 清算服务, 03 技术服务, 04 短信服务 */
export const SUPPLY_TYPE = { channel: '01', clearing: '02', tech: '03', sms: '04' } as const;
export type SupplyType = CodeOf<typeof SUPPLY_TYPE>;

/** agt_settle_cycle: 01 T+0, 02 T+1, 03 月结 */
export const SETTLE_CYCLE = { t0: '01', t1: '02', monthly: '03' } as const;
export type SettleCycle = CodeOf<typeof SETTLE_CYCLE>;

/** cus_settle_acct_type: 1 对公, 2 对私 */
export const ACCT_KIND = { corporate: '1', personal: '2' } as const;
export type AcctKind = CodeOf<typeof ACCT_KIND>;

/** The button codes of spec 6 (both auth lists of the mock). */
export const AGENT_BUTTON = {
  agentAdd: 'agent:add',
  agentEdit: 'agent:edit',
  agentStatus: 'agent:status',
  supplierAdd: 'supplier:add',
  supplierEdit: 'supplier:edit',
  supplierStatus: 'supplier:status',
} as const;
export type AgentButton = CodeOf<typeof AGENT_BUTTON>;
