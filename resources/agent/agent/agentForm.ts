/**
 * The create / edit form of an agent: its values and the CapAgentFields they are saved as
 * (AgentAddtion / AgentUpdating). Only the commission value of the chosen mode is sent.
 */
import type { Agent, AgentFields } from '../../../providers/agent-api';
import {
  COMMISSION_MODE,
  commissionFixedText,
  commissionRateText,
  isCode,
} from '../../../src/lib/agent';
import { optionalText, settleAcctOf, trimmed, type SettleAcctValues } from '../shared/settleAcct';

export interface AgentFormValues {
  agentName?: string;
  contactName?: string;
  contactMobile?: string;
  region?: string | null;
  commissionMode?: string;
  commissionRate?: string | null;
  commissionFixed?: string | null;
  remark?: string | null;
  settleAcct?: SettleAcctValues;
}

/** What an agent's form opens with (masked values as the server sent them). */
export function agentFormValues(agent: Agent): AgentFormValues {
  return {
    agentName: agent.agentName,
    contactName: agent.contactName,
    contactMobile: agent.contactMobile,
    region: agent.region,
    commissionMode: agent.commissionMode,
    commissionRate: agent.commissionRate,
    commissionFixed: agent.commissionFixed,
    remark: agent.remark,
    settleAcct: { ...agent.settleAcct },
  };
}

/** The saved fields of validated values; undefined when a code or value is off (rules prevent it). */
export function agentFieldsOf(values: AgentFormValues): AgentFields | undefined {
  const mode = values.commissionMode;
  const settleAcct = settleAcctOf(values.settleAcct);
  if (!isCode(COMMISSION_MODE, mode) || !settleAcct) return undefined;
  const commissionRate =
    mode === COMMISSION_MODE.rate ? commissionRateText(values.commissionRate) : null;
  const commissionFixed =
    mode === COMMISSION_MODE.fixed ? commissionFixedText(values.commissionFixed) : null;
  if (commissionRate === undefined || commissionFixed === undefined) return undefined;
  return {
    agentName: trimmed(values.agentName),
    contactName: trimmed(values.contactName),
    contactMobile: trimmed(values.contactMobile),
    region: optionalText(values.region),
    settleAcct,
    commissionMode: mode,
    commissionRate,
    commissionFixed,
    remark: optionalText(values.remark),
  };
}
