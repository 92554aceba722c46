import { describe, expect, it } from 'vitest';
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

// 商户管理 of the contract (issue 18 A; spec 2.7, 3, 6, 7.1; business-domain.md): the four
// sub-merchant calls, the named examples the e2e tests ask for with `Prefer: example=<name>`, the
// submch_status dictionary in every login reply, the menu entry and the button codes.

const CHINESE = /[\u4e00-\u9fa5]/;
const MASKED = /\*{4}/;

const SUBMCH_STATUS: [string, string][] = [
  ['00', '待审核'],
  ['01', '已启用'],
  ['02', '已停用'],
  ['03', '已驳回'],
];

const CALLS = [
  '/cap/mch/v1/SubMchInquiry',
  '/cap/mch/v1/SubMchAddtion',
  '/cap/mch/v1/SubMchUpdating',
  '/cap/mch/v1/SubMchStatusModify',
];

/** Failures an operator can meet, by call and example name, with what the reply must say. */
const USER_FAILURES: [string, string, string][] = [
  ['/cap/mch/v1/SubMchAddtion', 'nameUsed', '商户名称'],
  ['/cap/mch/v1/SubMchAddtion', 'certNoUsed', '证件号码已被子商户'],
  ['/cap/mch/v1/SubMchUpdating', 'nameUsed', '商户名称'],
  ['/cap/mch/v1/SubMchUpdating', 'certNoUsed', '证件号码已被子商户'],
  ['/cap/mch/v1/SubMchUpdating', 'notEditable', '请先启用'],
  ['/cap/mch/v1/SubMchStatusModify', 'reasonRequired', '原因'],
  ['/cap/mch/v1/SubMchStatusModify', 'alreadyDisabled', '不能重复停用'],
  ['/cap/mch/v1/SubMchStatusModify', 'alreadyEnabled', '不能重复启用'],
  ['/cap/mch/v1/SubMchStatusModify', 'wrongStatus', '已驳回'],
];

const BUTTONS = ['submch:add', 'submch:edit', 'submch:enable', 'submch:disable'];

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));

describe('the sub-merchant calls (/cap/mch/v1/SubMch*)', () => {
  it('are exactly the four calls of the page', () => {
    const routes = Object.keys(nodeAt(contract('cap.yaml'), 'paths')).filter((route) =>
      route.startsWith('/cap/mch/v1/SubMch'),
    );
    expect(routes.sort()).toEqual([...CALLS].sort());
  });

  it.each(CALLS)('%s is a POST marked x-company-extension, described', (route) => {
    const operation = postOf('cap.yaml', route);
    expect(Object.keys(nodeAt(contract('cap.yaml'), 'paths', route))).toEqual(['post']);
    expect(operation?.['x-company-extension']).toBe(true);
    expect(String(operation?.description ?? '').length).toBeGreaterThan(40);
  });

  it.each(CALLS)('%s answers success first, and failure and expiredToken', (route) => {
    const examples = examplesOf(route);
    const [first] = examples.values();
    expect(at(first, 'status', 'success')).toBe(true);
    expect(at(examples.get('failure'), 'status', 'success')).toBe(false);
    expect(at(examples.get('expiredToken'), 'status', 'replyCode')).toBe('E0401');
  });

  it('the status action needs a reason and is enable or disable', () => {
    const schemas = nodeAt(contract('cap.yaml'), 'components', 'schemas');
    expect(at(schemas, 'CapSubMchStatusAction', 'enum')).toEqual(['enable', 'disable']);
    const request = at(schemas, 'CapSubMchStatusModifyRequest', 'allOf', 1, 'required');
    expect(request).toEqual(['mchCode', 'action', 'reason']);
  });
});

describe('named examples for every status and every failure', () => {
  it.each(SUBMCH_STATUS)('status %s (%s): subMchStatus<code>', (code) => {
    const row = at(examplesOf(CALLS[0] ?? '').get(`subMchStatus${code}`), 'body', 'listData', 0);
    expect(at(row, 'status')).toBe(code);
    if (code === '02' || code === '03') expect(at(row, 'statusReason')).toMatch(CHINESE);
  });

  it('the list holds one sub-merchant of each status, sensitive values masked', () => {
    const rows = at(examplesOf(CALLS[0] ?? '').get('success'), 'body', 'listData');
    if (!Array.isArray(rows)) throw new Error('no rows');
    expect(rows.map((row) => at(row, 'status')).sort()).toEqual(['00', '01', '02', '03']);
    for (const row of rows) {
      expect(at(row, 'contactMobile')).toMatch(MASKED);
      expect(at(row, 'legalCertNo')).toMatch(MASKED);
      expect(at(row, 'settleAcct', 'cardNo')).toMatch(MASKED);
      expect(at(row, 'mchName')).toMatch(CHINESE);
    }
    expect(at(examplesOf(CALLS[0] ?? '').get('empty'), 'body', 'listData')).toEqual([]);
  });

  it('enable and disable answer the record in its new status, with the server text', () => {
    const examples = examplesOf('/cap/mch/v1/SubMchStatusModify');
    expect(at(examples.get('disabled'), 'body', 'status')).toBe('02');
    expect(at(examples.get('disabled'), 'status', 'replyText')).toBe('停用成功');
    expect(at(examples.get('enabled'), 'body', 'status')).toBe('01');
    expect(at(examples.get('enabled'), 'status', 'replyText')).toBe('启用成功');
  });

  it.each(USER_FAILURES)('%s %s: success false, says %s in Chinese', (route, name, text) => {
    const reply = examplesOf(route).get(name);
    expect(at(reply, 'status', 'success')).toBe(false);
    expect(at(reply, 'status', 'replyText')).toMatch(CHINESE);
    expect(
      `${String(at(reply, 'status', 'replyText'))} ${String(at(reply, 'status', 'errorMsg'))}`,
    ).toContain(text);
    expect(at(reply, 'body')).toBeNull();
  });
});

describe('the submch_status dictionary, the menu entry and the button codes', () => {
  it('every login reply and the refreshed cache hold submch_status', () => {
    const logins = loginDictionaries();
    expect(logins).toHaveLength(5);
    for (const [where, dictionaries] of logins) {
      expect(dictionaryPairs(dictionaries, 'submch_status'), where).toEqual(SUBMCH_STATUS);
    }
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), 'submch_status')).toEqual(SUBMCH_STATUS);
  });

  it('the contract codes submch_status as the enum of CapSubMchStatusCode', () => {
    const values = at(contract('cap.yaml'), 'components', 'schemas', 'CapSubMchStatusCode', 'enum');
    expect(values).toEqual(SUBMCH_STATUS.map(([value]) => value));
  });

  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );

  it('商户管理 is an entry of 商户平台: /merchant/subMchList → merchant/SubMchList', () => {
    const menu = resource.menu;
    const platform = Array.isArray(menu)
      ? menu.find((item) => at(item, 'meta', 'title') === '商户平台')
      : undefined;
    const children = at(platform, 'children');
    const entry = Array.isArray(children)
      ? children.find((item) => at(item, 'component') === 'merchant/SubMchList')
      : undefined;
    expect(at(entry, 'path')).toBe('/merchant/subMchList');
    expect(at(entry, 'meta', 'title')).toBe('商户管理');
    expect(at(entry, 'hidden')).toBeUndefined();
  });

  it.each(BUTTONS)('%s is listed once in the user’s and once in all the auth lists', (code) => {
    const actions = (list: unknown) =>
      Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
    expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
    expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
  });
});
