import { describe, expect, it } from 'vitest';
import { AGENT_PATHS } from '../../../providers/agent-api';
import { AGENT_BUTTON, AGENT_DICT, MAX_AGENT_LEVEL, flattenAgents } from '../../../src/lib/agent';
import {
  at,
  contract,
  dictionaryPairs,
  loginDictionaries,
  nodeAt,
  postOf,
  replyExamples,
  type Node,
} from './openapi-doc';

// 代理商与供应商 in the contract (issue 18 C; spec 2.7 "Agents and suppliers", 3, 7.1): the agt_*
// dictionaries the mock serves, the calls of /cap/agt/v1, their named examples (Prefer:
// example=<name>), the /agent menu and the button codes in both auth lists.

const CHINESE = /[\u4e00-\u9fa5]/;

const CODE_SETS: Record<string, [string, [string, string][]]> = {
  agt_status: [
    'CapAgtStatusCode',
    [
      ['01', '启用'],
      ['02', '停用'],
    ],
  ],
  agt_level: [
    'CapAgentLevelCode',
    [
      ['1', '一级代理'],
      ['2', '二级代理'],
      ['3', '三级代理'],
    ],
  ],
  agt_commission_mode: [
    'CapAgtCommissionModeCode',
    [
      ['01', '按交易额比例'],
      ['02', '按笔固定'],
    ],
  ],
  agt_supply_type: [
    'CapAgtSupplyTypeCode',
    [
      ['01', '支付通道'],
      ['02', '清算服务'],
      ['03', '技术服务'],
      ['04', '短信服务'],
    ],
  ],
  agt_settle_cycle: [
    'CapAgtSettleCycleCode',
    [
      ['01', 'T+0'],
      ['02', 'T+1'],
      ['03', '月结'],
    ],
  ],
};

/** Each call and the named examples it answers besides success, failure and expiredToken. */
const CALLS: [string, string[]][] = [
  [AGENT_PATHS.agentInquiry, ['agentStatus01', 'agentStatus02', 'empty']],
  [AGENT_PATHS.agentAddition, ['duplicateName', 'levelTooDeep', 'parentDisabled']],
  [AGENT_PATHS.agentUpdating, ['duplicateName']],
  [
    AGENT_PATHS.agentStatusModify,
    ['enabled', 'childrenActive', 'parentDisabled', 'alreadyInStatus'],
  ],
  [AGENT_PATHS.supplierInquiry, ['supplierStatus01', 'supplierStatus02', 'empty']],
  [AGENT_PATHS.supplierAddition, ['duplicateName', 'contractPeriodInvalid']],
  [AGENT_PATHS.supplierUpdating, ['duplicateName', 'contractPeriodInvalid']],
  [AGENT_PATHS.supplierStatusModify, ['enabled', 'contractExpired', 'alreadyInStatus']],
];

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));

interface TreeAgent {
  agentCode: string;
  agentName: string;
  level: string;
  agentStatus: string;
  parentCode: string | null;
  children: TreeAgent[];
}
const treeOf = (name: string): TreeAgent[] =>
  at(examplesOf(AGENT_PATHS.agentInquiry).get(name), 'body', 'listData') as TreeAgent[];

describe('the mock serves the agt_* dictionaries', () => {
  it.each(Object.keys(CODE_SETS))('%s in every login reply and the refreshed cache', (code) => {
    const pairs = CODE_SETS[code]?.[1];
    const logins = loginDictionaries();
    expect(logins).toHaveLength(5);
    for (const [where, dictionaries] of logins) {
      expect(dictionaryPairs(dictionaries, code), where).toEqual(pairs);
    }
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), code)).toEqual(pairs);
  });

  it.each(Object.entries(CODE_SETS))('%s is the enum of %s', (_code, [schema, pairs]) => {
    expect(at(contract('cap.yaml'), 'components', 'schemas', schema, 'enum')).toEqual(
      pairs.map(([value]) => value),
    );
  });

  it('the console names the same dictionaries, and 对公/对私 is the customers’ one', () => {
    expect(Object.values(AGENT_DICT).sort()).toEqual(
      [...Object.keys(CODE_SETS), 'cus_settle_acct_type'].sort(),
    );
  });
});

describe('the /cap/agt/v1 calls and their named examples', () => {
  it.each(CALLS)('%s answers success, failure, expiredToken and %j', (route, names) => {
    const operation = postOf('cap.yaml', route);
    expect(at(operation, 'x-company-extension')).toBe(true);
    expect([...examplesOf(route).keys()].sort()).toEqual(
      ['success', 'failure', 'expiredToken', ...names].sort(),
    );
  });

  it.each(CALLS)('%s: every refusal is success false with a Chinese text and no body', (route) => {
    for (const [name, reply] of examplesOf(route)) {
      if (at(reply, 'status', 'success') !== false) continue;
      expect(at(reply, 'status', 'replyText'), name).toMatch(CHINESE);
      expect(at(reply, 'body'), name).toBeNull();
    }
  });

  it('the tree nests levels one by one under their parents, never beyond three', () => {
    const walk = (agents: TreeAgent[], parent: TreeAgent | undefined) => {
      for (const agent of agents) {
        expect(Number(agent.level)).toBe(parent ? Number(parent.level) + 1 : 1);
        expect(agent.parentCode).toBe(parent?.agentCode ?? null);
        expect(Number(agent.level)).toBeLessThanOrEqual(MAX_AGENT_LEVEL);
        walk(agent.children, agent);
      }
    };
    const roots = treeOf('success');
    walk(roots, undefined);
    expect(flattenAgents(roots).map((agent) => agent.level)).toContain('3');
  });

  it('the tree holds both statuses, a named example each, and its customers’ agents', () => {
    const all = flattenAgents(treeOf('success'));
    expect(new Set(all.map((agent) => agent.agentStatus))).toEqual(new Set(['01', '02']));
    expect(treeOf('agentStatus01').every((agent) => agent.agentStatus === '01')).toBe(true);
    expect(treeOf('agentStatus02').every((agent) => agent.agentStatus === '02')).toBe(true);
    // The customers of the customer examples name AG001–AG003: the tree has them.
    const codes = all.map((agent) => agent.agentCode);
    expect(codes).toEqual(expect.arrayContaining(['AG001', 'AG002', 'AG003']));
  });

  it('masked values and decimal strings: mobiles, cards, rates and amounts', () => {
    for (const agent of flattenAgents(treeOf('success'))) {
      const row = agent as unknown as Node;
      expect(at(row, 'contactMobile')).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(at(row, 'settleAcct', 'cardNo')).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
      const rate = at(row, 'commissionRate');
      const fixed = at(row, 'commissionFixed');
      if (at(row, 'commissionMode') === '01') expect(rate).toMatch(/^\d+\.\d{4}$/);
      else expect(fixed).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('the suppliers: one in each status, contracts ending after they start', () => {
    const rows = at(
      examplesOf(AGENT_PATHS.supplierInquiry).get('success'),
      'body',
      'listData',
    ) as Node[];
    for (const row of rows) {
      expect(String(at(row, 'contractEnd')) > String(at(row, 'contractStart'))).toBe(true);
    }
    for (const status of ['01', '02']) {
      const named = examplesOf(AGENT_PATHS.supplierInquiry).get(`supplierStatus${status}`);
      expect(at(named, 'body', 'listData', 0, 'supplierStatus')).toBe(status);
    }
    const disabled = examplesOf(AGENT_PATHS.supplierInquiry).get('supplierStatus02');
    expect(at(disabled, 'body', 'listData', 0, 'statusReason')).toMatch(CHINESE);
  });
});

describe('the /agent menu and the button codes (spec 6)', () => {
  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );

  it('代理商与供应商 is a top-level entry with 代理商 and 供应商', () => {
    const group = (resource.menu as Node[]).find((item) => item.path === '/agent');
    expect(at(group, 'meta', 'title')).toBe('代理商与供应商');
    expect(at(group, 'meta', 'icon')).toBe('cluster');
    const children = (group?.children ?? []) as Node[];
    expect(children.map((item) => [item.path, item.component, at(item, 'meta', 'title')])).toEqual([
      ['/agent/agentList', 'agent/AgentList', '代理商'],
      ['/agent/supplierList', 'agent/SupplierList', '供应商'],
    ]);
  });

  it.each(Object.values(AGENT_BUTTON))('%s is listed once in each auth list', (code) => {
    const actions = (list: unknown) =>
      Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
    expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
    expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
  });
});
