import { describe, expect, it } from 'vitest';
import {
  DIST_BUTTON,
  DIST_REPLY_CODE,
  DIST_STATUS,
  splitByRatios,
} from '../../../src/lib/distribution';
import { fenOf } from '../../../src/lib/money';
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

// 资金分发 and 分发审核 in the contract (issue 18 B; spec 3, 7.1, 7.2, 9): the calls of /cap/mch/v1/Dist*,
// their named examples (every status, every failure, `failure` and `expiredToken`), the menu
// entries under 商户平台, the dist:* button codes in both auth lists and the dictionaries in every
// login reply.

const CHINESE = /[\u4e00-\u9fa5]/;
const YUAN = /^(0|[1-9]\d*)\.\d{2}$/;
const MCH = '/cap/mch/v1/';
const CALLS = [
  'DistRuleInquiry',
  'DistAddtion',
  'DistInquiry',
  'DistItemInquiry',
  'DistAuditPass',
  'DistAuditReject',
  'DistCancel',
].map((name) => `${MCH}${name}`);

const CODE_SETS: Record<string, [string, [string, string][]]> = {
  dist_status: [
    'CapDistStatusCode',
    [
      ['00', '待审核'],
      ['01', '处理中'],
      ['02', '成功'],
      ['03', '部分成功'],
      ['04', '失败'],
      ['05', '已驳回'],
      ['06', '已撤销'],
    ],
  ],
  dist_mode: [
    'CapDistModeCode',
    [
      ['01', '按规则'],
      ['02', '手工'],
    ],
  ],
  dist_rule_status: [
    'CapDistRuleStatusCode',
    [
      ['0', '停用'],
      ['1', '启用'],
    ],
  ],
};

/** Each named failure: the calls answering it, its code and replyText (E40xx as issue 17). */
const FAILURES: [string, string, string, string[]][] = [
  [
    'insufficientBalance',
    DIST_REPLY_CODE.insufficientBalance,
    '可用余额不足',
    ['DistAddtion', 'DistAuditPass'],
  ],
  ['wrongOpPassword', DIST_REPLY_CODE.wrongOpPassword, '操作密码错误', ['DistAddtion']],
  ['ruleDisabled', DIST_REPLY_CODE.ruleDisabled, '分发规则已停用', ['DistAddtion']],
  [
    'selfAudit',
    DIST_REPLY_CODE.selfAudit,
    '不能复核本人提交的交易',
    ['DistAuditPass', 'DistAuditReject'],
  ],
  [
    'alreadyAudited',
    DIST_REPLY_CODE.alreadyAudited,
    '该交易已复核',
    ['DistAuditPass', 'DistAuditReject', 'DistCancel'],
  ],
  ['notSubmitter', DIST_REPLY_CODE.notSubmitter, '只能撤销本人提交的分发', ['DistCancel']],
];

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));
const rowsOf = (route: string, name: string): Node[] => {
  const rows = at(examplesOf(route).get(name), 'body', 'listData');
  return Array.isArray(rows) ? (rows as Node[]) : [];
};

/** Every [field, value] pair below a node, depth first. */
function fields(node: unknown): [string, unknown][] {
  if (Array.isArray(node)) return node.flatMap(fields);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]): [string, unknown][] => [
    [key, value],
    ...fields(value),
  ]);
}

describe('the distribution dictionaries', () => {
  it.each(Object.keys(CODE_SETS))('%s is in every login reply and the refreshed cache', (code) => {
    const pairs = CODE_SETS[code]?.[1];
    const logins = loginDictionaries();
    expect(logins).toHaveLength(5);
    for (const [where, dictionaries] of logins)
      expect(dictionaryPairs(dictionaries, code), where).toEqual(pairs);
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), code)).toEqual(pairs);
  });

  it.each(Object.entries(CODE_SETS))('%s is the enum of %s', (_code, [schema, pairs]) => {
    expect(at(contract('cap.yaml'), 'components', 'schemas', schema, 'enum')).toEqual(
      pairs.map(([value]) => value),
    );
  });

  it('the lib’s status codes are the dictionary’s', () => {
    expect(Object.values(DIST_STATUS)).toEqual(CODE_SETS.dist_status?.[1].map(([value]) => value));
  });
});

describe('the calls of /cap/mch/v1/Dist*', () => {
  it('are exactly these', () => {
    const routes = Object.keys(nodeAt(contract('cap.yaml'), 'paths')).filter((route) =>
      route.startsWith(`${MCH}Dist`),
    );
    expect(routes.sort()).toEqual([...CALLS].sort());
  });

  it.each(CALLS)(
    '%s is a POST extension whose first example is a success, with failure and expiredToken',
    (route) => {
      const operation = postOf('cap.yaml', route);
      expect(operation?.['x-company-extension']).toBe(true);
      const examples = examplesOf(route);
      const [first] = examples.values();
      expect(at(first, 'status', 'success')).toBe(true);
      expect(at(examples.get('failure'), 'status', 'success')).toBe(false);
      expect(at(examples.get('expiredToken'), 'status', 'errorMsg')).toContain(
        'Access token has expired',
      );
    },
  );

  it('DistAddtion requires the operation password and creates a 00 待审核 distribution', () => {
    const required = at(
      contract('cap.yaml'),
      'components',
      'schemas',
      'CapDistAddtionRequest',
      'allOf',
      1,
      'required',
    );
    expect(required).toEqual(
      expect.arrayContaining(['payerAcctNo', 'distMode', 'totalAmount', 'items', 'opPsw']),
    );
    expect(at(examplesOf(`${MCH}DistAddtion`).get('success'), 'body', 'distStatus')).toBe('00');
  });

  it.each([
    ['DistAuditPass', '01'],
    ['DistAuditReject', '05'],
    ['DistCancel', '06'],
  ])('%s answers the distribution in %s', (name, status) => {
    expect(at(examplesOf(`${MCH}${name}`).get('success'), 'body', 'distStatus')).toBe(status);
  });

  it('every amount is a yuan string with two places', () => {
    const amounts = CALLS.flatMap((route) =>
      [...examplesOf(route).values()].flatMap(fields),
    ).filter(
      ([key, value]) => ['amount', 'totalAmount', 'successAmount'].includes(key) && value !== null,
    );
    expect(amounts.length).toBeGreaterThan(30);
    for (const [key, value] of amounts) expect(value, key).toMatch(YUAN);
  });

  it('every rule’s ratios sum to 100.00 % and each distribution’s items sum to its total', () => {
    const rules = rowsOf(`${MCH}DistRuleInquiry`, 'success');
    expect(rules.length).toBeGreaterThan(1);
    for (const rule of rules) {
      const ratios = (at(rule, 'items') as Node[]).map((item) => String(item.ratio));
      expect(splitByRatios(100n, ratios), String(rule.ruleNo)).toBeDefined();
    }
    const request = at(
      postOf('cap.yaml', `${MCH}DistAddtion`),
      'requestBody',
      'content',
      'application/json',
      'examples',
      'request',
      'value',
    ) as Node;
    const items = request.items as Node[];
    const sum = items.reduce((total, item) => total + (fenOf(String(item.amount)) ?? 0n), 0n);
    expect(sum).toBe(fenOf(String(request.totalAmount)));
    // The request's split is the console's split of the total by the rule it names.
    const rule = rules.find((candidate) => candidate.ruleNo === request.ruleNo);
    const ratios = (at(rule, 'items') as Node[]).map((item) => String(item.ratio));
    expect(splitByRatios(fenOf(String(request.totalAmount)) ?? 0n, ratios)).toEqual(
      items.map((item) => fenOf(String(item.amount))),
    );
    const partly = rowsOf(`${MCH}DistItemInquiry`, 'itemStatus2');
    const partlySum = partly.reduce(
      (total, item) => total + (fenOf(String(item.amount)) ?? 0n),
      0n,
    );
    const distribution = rowsOf(`${MCH}DistInquiry`, 'distStatus03')[0];
    expect(partlySum).toBe(fenOf(String(distribution?.totalAmount)));
    expect(partly.filter((item) => item.itemStatus === '2').map((item) => item.failReason)).toEqual(
      [expect.stringMatching(CHINESE)],
    );
  });
});

describe('named examples for every status and every failure', () => {
  it.each(CODE_SETS.dist_status?.[1] ?? [])('distStatus%s holds a distribution in %s', (value) => {
    expect(rowsOf(`${MCH}DistInquiry`, `distStatus${value}`)[0]?.distStatus).toBe(value);
  });

  it('the pending one of another operator and the demo user’s own are both there', () => {
    expect(rowsOf(`${MCH}DistInquiry`, 'distStatus00')[0]?.submitter).not.toBe('admin');
    expect(rowsOf(`${MCH}DistInquiry`, 'distStatus00Own')[0]?.submitter).toBe('admin');
    expect(rowsOf(`${MCH}DistInquiry`, 'distStatus05')[0]?.auditRemark).toMatch(CHINESE);
  });

  it('the list holds every status and never an auditor who submitted', () => {
    const rows = rowsOf(`${MCH}DistInquiry`, 'success');
    expect(new Set(rows.map((row) => row.distStatus))).toEqual(new Set(Object.values(DIST_STATUS)));
    for (const row of rows) if (row.auditor) expect(row.auditor).not.toBe(row.submitter);
  });

  it.each(
    FAILURES.flatMap(([name, code, text, calls]) => calls.map((call) => [call, name, code, text])),
  )('%s %s: success false with %s %s', (call, name, code, text) => {
    const reply = examplesOf(`${MCH}${call}`).get(name);
    expect(at(reply, 'status', 'success')).toBe(false);
    expect(at(reply, 'status', 'replyCode')).toBe(code);
    expect(at(reply, 'status', 'replyText')).toBe(text);
    expect(at(reply, 'status', 'errorMsg')).toMatch(CHINESE);
    expect(at(reply, 'body')).toBeNull();
  });
});

describe('the menu entries under 商户平台 and the button codes', () => {
  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );
  const entries = (items: unknown): Node[] =>
    Array.isArray(items) ? items.flatMap((item: Node) => [item, ...entries(item.children)]) : [];
  const merchant = entries(resource.menu).find((item) => item.path === '/merchant');

  it.each([
    ['/merchant/distributionList', 'merchant/DistributionList', '资金分发'],
    ['/merchant/distributionAuditList', 'merchant/DistributionAuditList', '分发审核'],
  ])('%s opens %s (%s) under 商户平台', (path, component, title) => {
    const entry = entries(merchant?.children).find((item) => item.path === path);
    expect(entry?.component).toBe(component);
    expect(at(entry, 'meta', 'title')).toBe(title);
    expect(entry?.hidden).toBeUndefined();
  });

  it.each(Object.values(DIST_BUTTON))('%s is listed once in both auth lists', (code) => {
    const actions = (list: unknown) =>
      Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
    expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
    expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
  });
});
