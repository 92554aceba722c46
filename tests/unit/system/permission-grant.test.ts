import { describe, expect, it } from 'vitest';
import {
  grantChanges,
  grantRequest,
  hasGrantChanges,
  linkGrant,
  parentKeys,
  splitIds,
  treeKeys,
  unlinkGrant,
  type GrantNode,
} from '../../../src/lib/permissionGrant';

// The authorisation tree's grant (spec 7.4; jeecg-contracts §2.4 saveRolePermission): 父子关联
// conduction, what a save sends, and what changed since the last load or save.

// 首页; 系统管理 → 用户管理 → (添加用户, 编辑用户), 角色管理.
const TREE: GrantNode[] = [
  { key: 'home' },
  {
    key: 'system',
    children: [
      { key: 'user', children: [{ key: 'user-add' }, { key: 'user-edit' }] },
      { key: 'role', children: null },
    ],
  },
];

describe('tree keys', () => {
  it('lists every key parents first, and the keys that have children', () => {
    expect(treeKeys(TREE)).toEqual(['home', 'system', 'user', 'user-add', 'user-edit', 'role']);
    expect(parentKeys(TREE)).toEqual(['system', 'user']);
  });
});

describe('linkGrant (父子关联 on)', () => {
  it.each([
    ['nothing checked', [], [], []],
    ['a leaf half-checks its ancestors', ['user-add'], ['user-add'], ['user', 'system']],
    [
      'all children check their parent',
      ['user-add', 'user-edit'],
      ['user-add', 'user-edit', 'user'],
      ['system'],
    ],
    [
      'a checked parent checks everything below it',
      ['system'],
      ['user-add', 'user-edit', 'user', 'role', 'system'],
      [],
    ],
    [
      'a parent whose children are unchecked is a partial parent of nothing',
      ['user'],
      ['user-add', 'user-edit', 'user'],
      ['system'],
    ],
    ['ids the tree lacks stay checked', ['home', 'gone'], ['home', 'gone'], []],
  ])('%s', (_case, checked, full, half) => {
    expect(linkGrant(TREE, checked)).toEqual({ checked: full, halfChecked: half });
  });
});

describe('unlinkGrant (父子关联 off)', () => {
  it('keeps half-checked parents granted as plain checks', () => {
    expect(unlinkGrant({ checked: ['user-add'], halfChecked: ['user', 'system'] })).toEqual({
      checked: ['user-add', 'user', 'system'],
      halfChecked: [],
    });
  });
});

describe('grantRequest', () => {
  it.each([
    [
      'sends checked then half-checked ids, and the ids last loaded',
      { checked: ['user-add'], halfChecked: ['user', 'system'] },
      ['home', 'user-add'],
      { permissionIds: 'user-add,user,system', lastpermissionIds: 'home,user-add' },
    ],
    [
      'sends empty strings when nothing is or was granted',
      { checked: [], halfChecked: [] },
      [],
      { permissionIds: '', lastpermissionIds: '' },
    ],
    [
      'sends each id once',
      { checked: ['home', 'home'], halfChecked: ['home'] },
      ['home', 'home'],
      { permissionIds: 'home', lastpermissionIds: 'home' },
    ],
  ])('%s', (_case, grant, last, body) => {
    expect(grantRequest(grant, last)).toEqual(body);
  });
});

describe('grantChanges', () => {
  it.each([
    ['nothing changed', ['home', 'role'], ['role', 'home'], [], []],
    ['a check added', ['home'], ['home', 'role'], ['role'], []],
    ['a check removed', ['home', 'role'], ['home'], [], ['role']],
    ['everything unchecked', ['home', 'role'], [], [], ['home', 'role']],
  ])('%s', (_case, last, checked, added, removed) => {
    const grant = { checked, halfChecked: [] };
    expect(grantChanges(last, grant)).toEqual({ added, removed });
    expect(hasGrantChanges(last, grant)).toBe(added.length + removed.length > 0);
  });

  it('counts a half-checked parent as granted', () => {
    expect(hasGrantChanges(['a', 'p'], { checked: ['a'], halfChecked: ['p'] })).toBe(false);
  });
});

describe('splitIds (drChecked)', () => {
  it.each([
    [null, []],
    ['', []],
    ['r1', ['r1']],
    ['r1, r2,,r1', ['r1', 'r2']],
  ])('%j → %j', (joined, ids) => {
    expect(splitIds(joined)).toEqual(ids);
  });
});
