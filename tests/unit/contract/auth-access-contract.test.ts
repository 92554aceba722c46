import { describe, expect, it } from 'vitest';
import { AUTH_ACCESS_PATHS } from '../../../providers/auth-access-api';
import {
  AUTH_BUTTON,
  AUTH_DICT,
  RESOURCE_STATUS,
  RESOURCE_TYPE,
  actionCodes,
  flattenResources,
  isActionCode,
  isRoutePath,
  type ResourceNode,
} from '../../../src/lib/authAccess';
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

// 用户组、资源与角色 in the contract (issue 19 B; spec 2.7 auth administration, 3, 6, 7.1): the
// auth_* dictionaries the mock serves, the calls of /cap/auth/v1, their named examples (Prefer:
// example=<name>), the /auth menu entries and the button codes in both auth lists.

const CHINESE = /[\u4e00-\u9fa5]/;

const CODE_SETS: Record<string, [string, [string, string][]]> = {
  auth_group_type: [
    'CapAuthGroupTypeCode',
    [
      ['plat_admin', '平台管理'],
      ['plat_ops', '平台运营'],
      ['org_ops', '机构运营'],
      ['org_service', '机构客服'],
      ['merchant_admin', '商户管理'],
      ['supervision_bank', '监管银行'],
    ],
  ],
  auth_resource_type: [
    'CapAuthResourceTypeCode',
    [
      ['1', '菜单'],
      ['2', '按钮'],
    ],
  ],
  auth_resource_status: [
    'CapAuthResourceStatusCode',
    [
      ['0', '停用'],
      ['1', '启用'],
    ],
  ],
};

/** Each call and the named examples it answers besides success, failure and expiredToken. */
const CALLS: [string, string[]][] = [
  [AUTH_ACCESS_PATHS.groupInquiry, ['empty']],
  [AUTH_ACCESS_PATHS.groupAddition, ['duplicateName']],
  [AUTH_ACCESS_PATHS.groupUpdating, ['duplicateName', 'typeLocked']],
  [AUTH_ACCESS_PATHS.resourceInquiry, ['status0', 'empty']],
  [AUTH_ACCESS_PATHS.resourceAddition, ['duplicateAction', 'parentIsButton']],
  [AUTH_ACCESS_PATHS.resourceUpdating, ['duplicateAction']],
  [AUTH_ACCESS_PATHS.resourceStatusModify, ['enabled', 'alreadyInStatus']],
  [AUTH_ACCESS_PATHS.resourceSortModify, ['staleChildren']],
  [AUTH_ACCESS_PATHS.roleInquiry, ['empty']],
  [AUTH_ACCESS_PATHS.roleAddition, ['duplicateCode']],
  [AUTH_ACCESS_PATHS.roleUpdating, ['duplicateName']],
  [AUTH_ACCESS_PATHS.roleResourceInquiry, ['none']],
  [AUTH_ACCESS_PATHS.roleResourceModify, ['buttonWithoutMenu']],
];

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));

type TreeNode = ResourceNode & { orderNum: number; path: string | null };
const treeOf = (name: string): TreeNode[] =>
  at(examplesOf(AUTH_ACCESS_PATHS.resourceInquiry).get(name), 'body', 'listData') as TreeNode[];

const resourceJson = nodeAt(
  contract('cap.yaml'),
  'components',
  'examples',
  'CapUserResourceListDemo',
  'value',
  'body',
  'resourceJson',
);
const actionsOf = (list: unknown): unknown[] =>
  Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];

describe('the mock serves the auth_* dictionaries', () => {
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

  it('the console names the same dictionaries', () => {
    expect(Object.values(AUTH_DICT).sort()).toEqual(Object.keys(CODE_SETS).sort());
  });

  it('the group types the login replies carry are in auth_group_type', () => {
    const types = new Set(CODE_SETS.auth_group_type?.[1].map(([value]) => value));
    for (const name of ['plat_ops', 'org_ops', 'org_service', 'merchant_admin']) {
      expect(types.has(name)).toBe(true);
    }
  });
});

describe('the /cap/auth/v1 calls and their named examples', () => {
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

  it('the login-time calls stay as they were', () => {
    for (const route of ['/cap/auth/v1/SystemInquiry', '/cap/auth/v1/TenantInquiry']) {
      expect(postOf('cap.yaml', route)).toBeDefined();
    }
  });

  it('the resource tree: parents name their children, siblings numbered 1…n, buttons are leaves', () => {
    const walk = (nodes: TreeNode[], parentId: string | null) => {
      expect(nodes.map((node) => node.orderNum)).toEqual(nodes.map((_node, index) => index + 1));
      for (const node of nodes) {
        expect(node.parentId).toBe(parentId);
        if (node.resourceType === RESOURCE_TYPE.button) {
          expect(node.children).toEqual([]);
          expect(isActionCode(node.action ?? '')).toBe(true);
          expect(node.path).toBeNull();
        } else {
          expect(isRoutePath(node.path ?? '')).toBe(true);
          expect(node.action).toBeNull();
        }
        walk(node.children as TreeNode[], node.resourceId);
      }
    };
    walk(treeOf('success'), null);
  });

  it('the tree holds both statuses; status0 holds the disabled ones with their ancestors', () => {
    const all = flattenResources(treeOf('success'));
    expect(new Set(all.map((node) => node.status))).toEqual(new Set(['0', '1']));
    expect(actionCodes(treeOf('status0'), RESOURCE_STATUS.disabled)).toEqual(
      actionCodes(treeOf('success'), RESOURCE_STATUS.disabled),
    );
  });

  it('the tree is the source of spec 6: its enabled buttons of this part are in allAuth', () => {
    const enabled = actionCodes(treeOf('success'));
    expect(enabled).toEqual(expect.arrayContaining(Object.values(AUTH_BUTTON)));
    const allAuth = actionsOf(resourceJson.allAuth);
    for (const code of enabled) expect(allAuth, code).toContain(code);
  });

  it('a role grant names resources of the tree only', () => {
    const ids = new Set(flattenResources(treeOf('success')).map((node) => node.resourceId));
    for (const route of [
      AUTH_ACCESS_PATHS.roleResourceInquiry,
      AUTH_ACCESS_PATHS.roleResourceModify,
    ]) {
      const granted = at(examplesOf(route).get('success'), 'body', 'resourceIds') as string[];
      expect(granted.length).toBeGreaterThan(0);
      for (const id of granted) expect(ids.has(id), id).toBe(true);
    }
  });
});

describe('the /auth menu entries and the button codes (spec 6)', () => {
  it('公司管理 holds 用户组, 资源 and 角色', () => {
    const group = (resourceJson.menu as Node[]).find((item) => item.path === '/auth');
    const children = (group?.children ?? []) as Node[];
    const mine = children.filter((item) =>
      ['/auth/groupList', '/auth/resourceList', '/auth/roleList'].includes(String(item.path)),
    );
    expect(mine.map((item) => [item.path, item.component, at(item, 'meta', 'title')])).toEqual([
      ['/auth/groupList', 'auth/GroupList', '用户组'],
      ['/auth/resourceList', 'auth/ResourceList', '资源'],
      ['/auth/roleList', 'auth/RoleList', '角色'],
    ]);
    for (const item of mine) expect(String(item.id)).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(Object.values(AUTH_BUTTON))('%s is listed once in each auth list', (code) => {
    expect(actionsOf(resourceJson.auth).filter((action) => action === code)).toHaveLength(1);
    expect(actionsOf(resourceJson.allAuth).filter((action) => action === code)).toHaveLength(1);
  });
});
