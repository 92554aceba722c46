import { describe, expect, it } from 'vitest';
import { AUTH_ADMIN_PATHS } from '../../../providers/auth-admin-api';
import { AUTH_ADMIN_BUTTON, AUTH_DICT, brandFormOf } from '../../../src/lib/auth';
import { parseBrandInfo } from '../../../src/lib/branding';
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

// 公司管理 systems, entities and tenants in the contract (issue 19 A; spec 2.7 "Auth
// administration", 3, 6, 7.1): the auth_* dictionaries the mock serves, the /cap/auth/v1 admin
// calls and their named examples (Prefer: example=<name>), the three menu entries under 公司管理 and
// the button codes in both auth lists.

const CHINESE = /[\u4e00-\u9fa5]/;

const DICTIONARIES: Record<string, [string | undefined, [string, string][]]> = {
  auth_sys_status: [
    'CapAuthStatusCode',
    [
      ['1', '启用'],
      ['0', '停用'],
    ],
  ],
  auth_org_type: [
    'CapAuthOrgTypeCode',
    [
      ['self', '自营机构'],
      ['partner', '合作机构'],
      ['agent', '代理机构'],
    ],
  ],
  // sysInfo.sysTheme is a string of CapBrandInfo (the login-time schema, not an enum).
  auth_sys_theme: [
    undefined,
    [
      ['light', '亮色'],
      ['dark', '暗色'],
    ],
  ],
};

/** Each call and the named examples it answers besides success, failure and expiredToken. */
const CALLS: [string, string[]][] = [
  [AUTH_ADMIN_PATHS.systemInquiry, ['sysStatus1', 'sysStatus0', 'empty']],
  [AUTH_ADMIN_PATHS.systemAddition, ['duplicateCode', 'addressTaken']],
  [AUTH_ADMIN_PATHS.systemUpdating, ['addressTaken', 'entityDisabled']],
  [AUTH_ADMIN_PATHS.entityInquiry, ['status1', 'status0', 'empty']],
  [AUTH_ADMIN_PATHS.entityAddition, ['duplicateName', 'duplicateCreditCode']],
  [AUTH_ADMIN_PATHS.entityUpdating, ['duplicateName']],
  [AUTH_ADMIN_PATHS.entityStatusModify, ['enabled', 'activeSystems', 'alreadyInStatus']],
  [AUTH_ADMIN_PATHS.tenantInquiry, ['tenantStatus1', 'tenantStatus0', 'empty']],
  [AUTH_ADMIN_PATHS.tenantAddition, ['duplicateDomain']],
  [AUTH_ADMIN_PATHS.tenantUpdating, ['duplicateDomain', 'lastActiveTenant']],
];

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));
const rowsOf = (route: string, name = 'success'): Node[] =>
  at(examplesOf(route).get(name), 'body', 'listData') as Node[];

describe('the mock serves the auth_* dictionaries of systems, entities and tenants', () => {
  it.each(Object.keys(DICTIONARIES))('%s in every login reply and the refreshed cache', (code) => {
    const pairs = DICTIONARIES[code]?.[1];
    const logins = loginDictionaries();
    expect(logins).toHaveLength(5);
    for (const [where, dictionaries] of logins) {
      expect(dictionaryPairs(dictionaries, code), where).toEqual(pairs);
    }
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), code)).toEqual(pairs);
  });

  it.each(Object.entries(DICTIONARIES).filter(([, [schema]]) => schema))(
    '%s is the enum of its schema',
    (_code, [schema, pairs]) => {
      expect(at(contract('cap.yaml'), 'components', 'schemas', String(schema), 'enum')).toEqual(
        pairs.map(([value]) => value),
      );
    },
  );

  it('the console names the same dictionaries', () => {
    expect(Object.values(AUTH_DICT).sort()).toEqual(Object.keys(DICTIONARIES).sort());
  });
});

describe('the /cap/auth/v1 admin calls and their named examples', () => {
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

  it('the login-time SystemInquiry and TenantInquiry stay as they were', () => {
    expect(at(postOf('cap.yaml', '/cap/auth/v1/SystemInquiry'), 'operationId')).toBe(
      'capSystemInquiry',
    );
    expect(at(postOf('cap.yaml', '/cap/auth/v1/TenantInquiry'), 'operationId')).toBe(
      'capTenantInquiry',
    );
  });

  it('each system info is JSON the login page reads, with its flags as strings', () => {
    for (const system of rowsOf(AUTH_ADMIN_PATHS.systemInquiry)) {
      const text = String(at(system, 'sysInfo'));
      const info = parseBrandInfo(text);
      expect(info.sysName).toBe(at(system, 'sysName'));
      for (const flag of ['cfgOpPwd', 'cfgPayPwd', 'cfgDataDecrypt'] as const) {
        expect(['true', 'false']).toContain(info[flag]);
      }
      expect(['light', 'dark']).toContain(info.sysTheme);
      expect(brandFormOf(text).extra).toEqual({});
    }
  });

  it('the first system is what the login page is told for its address', () => {
    const [first] = rowsOf(AUTH_ADMIN_PATHS.systemInquiry);
    const login = examplesOf('/cap/auth/v1/SystemInquiry').get('success');
    expect(at(first, 'sysInfo')).toBe(at(login, 'body', 'sysInfo'));
    expect(at(first, 'sysName')).toBe(at(login, 'body', 'sysName'));
  });

  it('every list has both statuses, a named example for each', () => {
    const lists: [string, string, string][] = [
      [AUTH_ADMIN_PATHS.systemInquiry, 'sysStatus', 'sysStatus'],
      [AUTH_ADMIN_PATHS.entityInquiry, 'status', 'status'],
      [AUTH_ADMIN_PATHS.tenantInquiry, 'tenantStatus', 'tenantStatus'],
    ];
    for (const [route, field, prefix] of lists) {
      expect(new Set(rowsOf(route).map((row) => at(row, field)))).toEqual(new Set(['1', '0']));
      for (const status of ['1', '0']) {
        const rows = rowsOf(route, `${prefix}${status}`);
        expect(rows.length, `${route} ${status}`).toBeGreaterThan(0);
        expect(rows.every((row) => at(row, field) === status)).toBe(true);
      }
    }
  });

  it('entities: masked mobiles, 18-character credit codes, a reason on the disabled one', () => {
    for (const entity of rowsOf(AUTH_ADMIN_PATHS.entityInquiry)) {
      expect(at(entity, 'contactMobile')).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(at(entity, 'creditCode')).toMatch(/^[0-9A-Z]{18}$/);
      if (at(entity, 'status') === '0') expect(at(entity, 'statusReason')).toMatch(CHINESE);
    }
  });

  it('the systems name entities of the entity list', () => {
    const entities = new Map(
      rowsOf(AUTH_ADMIN_PATHS.entityInquiry).map((entity) => [
        at(entity, 'entityId'),
        at(entity, 'entityName'),
      ]),
    );
    for (const system of rowsOf(AUTH_ADMIN_PATHS.systemInquiry)) {
      expect(entities.get(at(system, 'entityId'))).toBe(at(system, 'entityName'));
    }
  });
});

describe('the 公司管理 entries and the button codes (spec 6)', () => {
  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );

  it('系统配置, 实体管理 and 租户管理 are entries of 公司管理', () => {
    const group = (resource.menu as Node[]).find((item) => item.path === '/auth');
    const children = (group?.children ?? []) as Node[];
    const mine = children.filter((item) =>
      ['/auth/systemList', '/auth/entityList', '/auth/tenantList'].includes(String(item.path)),
    );
    expect(mine.map((item) => [item.path, item.component, at(item, 'meta', 'title')])).toEqual([
      ['/auth/systemList', 'auth/SystemList', '系统配置'],
      ['/auth/entityList', 'auth/EntityList', '实体管理'],
      ['/auth/tenantList', 'auth/TenantList', '租户管理'],
    ]);
    for (const item of mine) expect(String(item.id)).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(Object.values(AUTH_ADMIN_BUTTON))('%s is listed once in each auth list', (code) => {
    const actions = (list: unknown) =>
      Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
    expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
    expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
  });
});
