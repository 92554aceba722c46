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

// 用户管理 of the contract (issue 19 G; spec 2.7 公司管理, 5.2, 6, 7.1; business-domain.md): the six
// user calls on /cap/auth, the named examples the tests ask for with `Prefer: example=<name>`, the
// auth_user_status dictionary in every login reply, the menu entry and the button codes. The
// login-time calls of the same prefix stay as they were.

const CHINESE = /[\u4e00-\u9fa5]/;
const MASKED = /\*{4}/;

const USER_STATUS: [string, string][] = [
  ['01', '已启用'],
  ['02', '已停用'],
  ['03', '已锁定'],
];

const CALLS = [
  '/cap/auth/v1/UserInquiry',
  '/cap/auth/v1/UserGroupInquiry',
  '/cap/auth/v1/UserAddtion',
  '/cap/auth/v1/UserUpdating',
  '/cap/auth/v1/UserStatusModify',
  '/cap/auth/v1/UserPasswordReset',
];

/** The signed-in user's own calls of 个人中心 (account-centre-contract.test.ts covers them). */
const OWN_SETTINGS = /^\/cap\/auth\/v1\/User(Profile|Binding|NotifyPref|Security|GoogleAuth)/;

/** The calls of sign-in and the header, which issue 19 must not change. */
const KEPT = [
  '/cap/auth/v1/UserLogout',
  '/cap/auth/v1/UserResourceListInquiry',
  '/cap/auth/v1/UserDataDecryption',
  '/cap/auth/v1/UserPasswordUpdating',
];

/** Failures an operator can meet, by call and example name, with what the reply must say. */
const USER_FAILURES: [string, string, string][] = [
  ['/cap/auth/v1/UserAddtion', 'userNameUsed', '登录账号'],
  ['/cap/auth/v1/UserAddtion', 'mobileUsed', '手机号已被用户'],
  ['/cap/auth/v1/UserUpdating', 'mobileUsed', '手机号已被用户'],
  ['/cap/auth/v1/UserUpdating', 'notEditable', '请先启用'],
  ['/cap/auth/v1/UserStatusModify', 'reasonRequired', '原因'],
  ['/cap/auth/v1/UserStatusModify', 'selfDisable', '当前登录'],
  ['/cap/auth/v1/UserStatusModify', 'alreadyDisabled', '不能重复停用'],
  ['/cap/auth/v1/UserStatusModify', 'alreadyEnabled', '不能重复启用'],
  ['/cap/auth/v1/UserPasswordReset', 'weakPassword', '密码规则'],
  ['/cap/auth/v1/UserPasswordReset', 'userDisabled', '已停用'],
];

const BUTTONS = ['authUser:add', 'authUser:edit', 'authUser:status', 'authUser:resetPwd'];

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));

const rowsOf = (example: string): unknown[] => {
  const rows = at(examplesOf(CALLS[0] ?? '').get(example), 'body', 'listData');
  if (!Array.isArray(rows)) throw new Error(`no rows in ${example}`);
  return rows;
};

describe('the user calls (/cap/auth/v1/User*)', () => {
  it('are the six calls of the page besides the kept sign-in and header calls', () => {
    const routes = Object.keys(nodeAt(contract('cap.yaml'), 'paths')).filter(
      (route) => route.startsWith('/cap/auth/v1/User') && !OWN_SETTINGS.test(route),
    );
    expect(routes.sort()).toEqual([...CALLS, ...KEPT].sort());
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

  it('the status action needs a reason; the reset sends one encrypted password', () => {
    const schemas = nodeAt(contract('cap.yaml'), 'components', 'schemas');
    expect(at(schemas, 'CapAuthUserStatusAction', 'enum')).toEqual(['enable', 'disable']);
    expect(at(schemas, 'CapAuthUserStatusModifyRequest', 'allOf', 1, 'required')).toEqual([
      'userId',
      'action',
      'reason',
    ]);
    expect(at(schemas, 'CapAuthUserPasswordResetRequest', 'allOf', 1, 'required')).toEqual([
      'userId',
      'pswNew',
    ]);
  });
});

describe('named examples for every status and every failure', () => {
  it.each(USER_STATUS)('status %s (%s): userStatus<code>', (code) => {
    const [row] = rowsOf(`userStatus${code}`);
    expect(at(row, 'status')).toBe(code);
    if (code !== '01') expect(at(row, 'statusReason')).toMatch(CHINESE);
  });

  it('the list holds one user of each status, mobile and cert no masked, with groups', () => {
    const rows = rowsOf('success');
    expect(rows.map((row) => at(row, 'status')).sort()).toEqual(['01', '02', '03']);
    for (const row of rows) {
      expect(at(row, 'mobile')).toMatch(MASKED);
      expect(at(row, 'certNo')).toMatch(MASKED);
      expect(at(row, 'realName')).toMatch(CHINESE);
      expect(at(row, 'groups', 0, 'groupName')).toMatch(CHINESE);
    }
    expect(rowsOf('empty')).toEqual([]);
  });

  it('a decrypted session reads the same users in full', () => {
    const masked = rowsOf('success');
    const full = rowsOf('decrypted');
    expect(full.map((row) => at(row, 'userId'))).toEqual(masked.map((row) => at(row, 'userId')));
    for (const row of full) {
      expect(at(row, 'mobile')).toMatch(/^1\d{10}$/);
      expect(at(row, 'certNo')).toMatch(/^\d{17}[\dX]$/);
    }
  });

  it('enable and disable answer the user in its new status, with the server text', () => {
    const examples = examplesOf('/cap/auth/v1/UserStatusModify');
    expect(at(examples.get('disabled'), 'body', 'status')).toBe('02');
    expect(at(examples.get('disabled'), 'status', 'replyText')).toBe('停用成功');
    expect(at(examples.get('enabled'), 'body', 'status')).toBe('01');
    expect(at(examples.get('enabled'), 'status', 'replyText')).toBe('启用成功');
  });

  it('the form’s group choices are named groups', () => {
    const groups = at(examplesOf(CALLS[1] ?? '').get('success'), 'body', 'listData');
    if (!Array.isArray(groups)) throw new Error('no groups');
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(at(group, 'groupName')).toMatch(CHINESE);
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

describe('the auth_user_status dictionary, the menu entry and the button codes', () => {
  it('every login reply and the refreshed cache hold auth_user_status', () => {
    const logins = loginDictionaries();
    expect(logins).toHaveLength(5);
    for (const [where, dictionaries] of logins) {
      expect(dictionaryPairs(dictionaries, 'auth_user_status'), where).toEqual(USER_STATUS);
    }
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), 'auth_user_status')).toEqual(USER_STATUS);
  });

  it('the contract codes auth_user_status as the enum of CapAuthUserStatusCode', () => {
    const values = at(
      contract('cap.yaml'),
      'components',
      'schemas',
      'CapAuthUserStatusCode',
      'enum',
    );
    expect(values).toEqual(USER_STATUS.map(([value]) => value));
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

  it('用户管理 is an entry of 公司管理: /auth/userList → auth/UserList', () => {
    const menu = resource.menu;
    const company = Array.isArray(menu)
      ? menu.find((item) => at(item, 'meta', 'title') === '公司管理')
      : undefined;
    const children = at(company, 'children');
    const entry = Array.isArray(children)
      ? children.find((item) => at(item, 'component') === 'auth/UserList')
      : undefined;
    expect(at(entry, 'path')).toBe('/auth/userList');
    expect(at(entry, 'meta', 'title')).toBe('用户管理');
    expect(at(entry, 'id')).toMatch(/^[0-9a-f]{32}$/);
    expect(at(entry, 'hidden')).toBeUndefined();
  });

  it.each(BUTTONS)('%s is listed once in the user’s and once in all the auth lists', (code) => {
    const actions = (list: unknown) =>
      Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
    expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
    expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
  });
});
