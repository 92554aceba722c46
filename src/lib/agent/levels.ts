/**
 * The agent tree (spec 2.7 "Agents and suppliers"; issue 18 C): at most three levels, a child's
 * level is its parent's + 1, and a disabled agent takes no new children. The server enforces the
 * same (AgentAddtion `levelTooDeep`, `parentDisabled`); the page says why before asking.
 */
import { AGENT_LEVEL, AGT_STATUS, isCode } from './codes';
import { AGENT_RULE_TEXTS } from './texts';

export const MAX_AGENT_LEVEL = 3;

/** The part of an agent these rules read. */
export interface AgentNode {
  agentCode: string;
  agentName: string;
  level: string;
  agentStatus: string;
  children?: readonly AgentNode[] | null;
}

/** The level of a child of an agent at `parentLevel`; undefined beyond the third level. */
export function childLevel(parentLevel: string): string | undefined {
  if (!isCode(AGENT_LEVEL, parentLevel)) return undefined;
  const next = Number(parentLevel) + 1;
  return next > MAX_AGENT_LEVEL ? undefined : String(next);
}

export type AddChildCheck = { allowed: true; level: string } | { allowed: false; reason: string };

/** Whether 添加下级 may open on `parent`, with the new child's level or the reason it may not. */
export function addChildCheck(parent: Pick<AgentNode, 'level' | 'agentStatus'>): AddChildCheck {
  const level = childLevel(parent.level);
  if (level === undefined) return { allowed: false, reason: AGENT_RULE_TEXTS.levelTooDeep };
  if (parent.agentStatus !== AGT_STATUS.enabled) {
    return { allowed: false, reason: AGENT_RULE_TEXTS.parentDisabled };
  }
  return { allowed: true, level };
}

/** The direct children still enabled (停用 of their parent is refused while there are any). */
export function enabledChildren(agent: Pick<AgentNode, 'children'>): AgentNode[] {
  return (agent.children ?? []).filter((child) => child.agentStatus === AGT_STATUS.enabled);
}

/** Every agent of the tree, depth first. */
export function flattenAgents<T extends AgentNode>(roots: readonly T[]): T[] {
  return roots.flatMap((agent) => [agent, ...flattenAgents((agent.children ?? []) as T[])]);
}

/** The codes of the agents that have children: the rows a full expansion opens. */
export function parentCodes(roots: readonly AgentNode[]): string[] {
  return flattenAgents(roots)
    .filter((agent) => (agent.children ?? []).length > 0)
    .map((agent) => agent.agentCode);
}
