import { describe, expect, it } from 'vitest';
import {
  AGENT_RULE_TEXTS,
  addChildCheck,
  childLevel,
  enabledChildren,
  flattenAgents,
  parentCodes,
  statusAction,
  type AgentNode,
} from '../../../src/lib/agent';

const agent = (
  agentCode: string,
  level: string,
  agentStatus = '01',
  children: AgentNode[] = [],
): AgentNode => ({ agentCode, agentName: `代理${agentCode}`, level, agentStatus, children });

describe('the agent tree has at most three levels', () => {
  it.each([
    ['1', '2'],
    ['2', '3'],
    ['3', undefined],
    ['4', undefined],
    ['0', undefined],
    ['', undefined],
  ])('a child of level %s is at level %s', (parent, child) => {
    expect(childLevel(parent)).toBe(child);
  });

  it.each([
    [agent('A', '1'), { allowed: true, level: '2' }],
    [agent('A', '2'), { allowed: true, level: '3' }],
    [agent('A', '3'), { allowed: false, reason: AGENT_RULE_TEXTS.levelTooDeep }],
    [agent('A', '1', '02'), { allowed: false, reason: AGENT_RULE_TEXTS.parentDisabled }],
    [agent('A', '3', '02'), { allowed: false, reason: AGENT_RULE_TEXTS.levelTooDeep }],
  ])('添加下级 on %j: %j', (parent, expected) => {
    expect(addChildCheck(parent)).toEqual(expected);
  });

  const tree = [
    agent('AG001', '1', '01', [
      agent('AG101', '2', '01', [agent('AG10101', '3')]),
      agent('AG102', '2', '02'),
    ]),
    agent('AG004', '1', '02'),
  ];

  it('flattens depth first and lists the rows a full expansion opens', () => {
    expect(flattenAgents(tree).map((node) => node.agentCode)).toEqual([
      'AG001',
      'AG101',
      'AG10101',
      'AG102',
      'AG004',
    ]);
    expect(parentCodes(tree)).toEqual(['AG001', 'AG101']);
  });

  it('names the enabled direct children (停用 of their parent is refused)', () => {
    expect(enabledChildren(tree[0] ?? agent('X', '1')).map((node) => node.agentCode)).toEqual([
      'AG101',
    ]);
    expect(enabledChildren(agent('AG003', '1'))).toEqual([]);
  });
});

describe('启用 / 停用', () => {
  it.each([
    ['01', { action: 'disable', label: '停用', next: '02' }],
    ['02', { action: 'enable', label: '启用', next: '01' }],
    ['00', undefined],
    ['', undefined],
  ])('a record in %s offers %j', (status, expected) => {
    expect(statusAction(status)).toEqual(expected);
  });
});
