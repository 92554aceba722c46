import { describe, expect, it } from 'vitest';
import { DASH_PATHS } from '../../../providers/dash-api';
import { PENDING_KIND } from '../../../src/lib/dashboard/links';
import { fenOf } from '../../../src/lib/money';
import {
  at,
  contract,
  dictionaryPairs,
  loginDictionaries,
  nodeAt,
  postOf,
  replyExamples,
} from './openapi-doc';

// The 首页 dashboard figures (issue 18 item 4; cap.yaml /cap/dash/v1): one call per figure, each
// scoped by `audience`, with the named examples the cards and tests ask for, the dash_pending_kind
// dictionary and the demo admin's systems reaching the four audiences (sys.yaml login `success`).

const YUAN = /^(0|[1-9]\d*)\.\d{2}$/;
const PENDING_PAIRS: [string, string][] = [
  ['01', '进件审核'],
  ['02', '交易复核'],
  ['03', '批量代付审核'],
  ['04', '调账复核'],
  ['05', '发票待开具'],
  ['06', '分发审核'],
  ['07', '监管预警'],
];
const EXAMPLES: Record<keyof typeof DASH_PATHS, string[]> = {
  txnSummary: ['success', 'firstDay', 'empty', 'failure', 'expiredToken'],
  txnTrend: ['success', 'sevenDays', 'empty', 'failure', 'expiredToken'],
  pending: ['success', 'supervision', 'empty', 'failure', 'expiredToken'],
  balances: ['success', 'merchant', 'empty', 'failure', 'expiredToken'],
  topCustomers: ['success', 'empty', 'failure', 'expiredToken'],
};

const examplesOf = (route: string) => new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));
const rowsOf = (route: string, name: string): unknown[] => {
  const rows = at(examplesOf(route).get(name), 'body', 'listData');
  return Array.isArray(rows) ? rows : [];
};

describe('the dashboard calls', () => {
  it.each(Object.entries(DASH_PATHS))('%s is a company POST taking the audience', (_key, route) => {
    const operation = postOf('cap.yaml', route);
    expect(operation?.['x-company-extension']).toBe(true);
    const schema = at(operation, 'requestBody', 'content', 'application/json', 'schema', '$ref');
    expect(String(schema)).toMatch(/CapDash(Trend)?Request$/);
    expect(
      at(contract('cap.yaml'), 'components', 'schemas', 'CapDashAudienceCode', 'enum'),
    ).toEqual(['platform', 'staff', 'merchant', 'supervision']);
  });

  it.each(Object.entries(EXAMPLES))('%s answers its named examples', (key, names) => {
    const examples = examplesOf(DASH_PATHS[key as keyof typeof DASH_PATHS]);
    expect([...examples.keys()]).toEqual(names);
    expect(at(examples.get('failure'), 'status', 'success')).toBe(false);
    expect(at(examples.get('expiredToken'), 'status', 'replyCode')).toBe('E0401');
  });

  it('the summary of today matches the last day of the 30-day series', () => {
    const summary = examplesOf(DASH_PATHS.txnSummary).get('success');
    const series = rowsOf(DASH_PATHS.txnTrend, 'success');
    expect(series).toHaveLength(30);
    expect(rowsOf(DASH_PATHS.txnTrend, 'sevenDays')).toHaveLength(7);
    const last = series.at(-1);
    expect(at(last, 'bizDate')).toBe(at(summary, 'body', 'bizDate'));
    expect(at(last, 'count')).toBe(at(summary, 'body', 'today', 'count'));
    expect(at(last, 'amount')).toBe(at(summary, 'body', 'today', 'amount'));
  });

  it('writes every amount as yuan with two places and availableAmt = balance − frozenAmt', () => {
    for (const name of ['success', 'merchant']) {
      for (const row of rowsOf(DASH_PATHS.balances, name)) {
        for (const field of ['balance', 'frozenAmt', 'availableAmt'])
          expect(String(at(row, field))).toMatch(YUAN);
        const fen = (field: string) => fenOf(String(at(row, field))) ?? -1n;
        expect(fen('balance') - fen('frozenAmt')).toBe(fen('availableAmt'));
      }
    }
    for (const row of rowsOf(DASH_PATHS.txnTrend, 'success'))
      expect(String(at(row, 'amount'))).toMatch(YUAN);
    for (const row of rowsOf(DASH_PATHS.topCustomers, 'success'))
      expect(String(at(row, 'amount'))).toMatch(YUAN);
  });

  it('pending kinds are dash_pending_kind codes, in every login reply', () => {
    expect(
      at(contract('cap.yaml'), 'components', 'schemas', 'CapDashPendingKindCode', 'enum'),
    ).toEqual(PENDING_PAIRS.map(([code]) => code));
    expect(Object.values(PENDING_KIND)).toEqual(PENDING_PAIRS.map(([code]) => code));
    const logins = loginDictionaries();
    expect(logins.length).toBeGreaterThan(0);
    for (const [where, dictionaries] of logins)
      expect(dictionaryPairs(dictionaries, 'dash_pending_kind'), where).toEqual(PENDING_PAIRS);
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), 'dash_pending_kind')).toEqual(PENDING_PAIRS);
  });
});

describe("the demo admin's systems reach the four audiences", () => {
  const login = replyExamples('sys.yaml', postOf('sys.yaml', '/sys/login')).find(
    ([name]) => name === 'success',
  )?.[1];
  const user = at(login, 'result', 'userInfo');

  it('signs in with one group (no group step) and switches to org, merchant and supervision groups', () => {
    expect(at(user, 'sys', 'listGroup')).toHaveLength(1);
    expect(at(user, 'sys', 'group', 'groupType')).toBe('plat_ops');
    const systems = at(user, 'listSys');
    const groupTypes = (Array.isArray(systems) ? systems : []).flatMap((system) => {
      const groups = at(system, 'listGroup');
      return (Array.isArray(groups) ? groups : []).map((group) => String(at(group, 'groupType')));
    });
    expect(groupTypes.map((type) => type.replace(/_.*/, ''))).toEqual(
      expect.arrayContaining(['plat', 'org', 'merchant', 'supervision']),
    );
  });
});
