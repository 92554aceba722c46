import { describe, expect, it } from 'vitest';
import type { PermissionTreeNode } from '../../../providers/depart-api';
import {
  findDepart,
  parentKeys,
  rootParentKeys,
  searchResultNodes,
  withLevel,
} from '../../../resources/system/depart/departTree';
import {
  allPermissionKeys,
  distinctIds,
  grantIds,
  permissionTreeData,
} from '../../../resources/system/depart/grantIds';

// The pure parts of 部门管理: the tree (selection, opened nodes, search matches) and the ids an
// authorisation save sends (jeecg-contracts §2.4 saveDepartPermission, §2.5 searchBy).

const TREE = [
  {
    id: 'hq',
    departName: '总部',
    children: [
      {
        id: 'finance',
        departName: '财务部',
        children: [{ id: 'clearing', departName: '清算中心' }],
      },
      { id: 'risk', departName: '风控合规部', children: null },
    ],
  },
  { id: 'east', departName: '华东分公司', children: [] },
];

describe('department tree', () => {
  it.each([
    ['hq', '总部'],
    ['clearing', '清算中心'],
    ['risk', '风控合规部'],
    ['east', '华东分公司'],
  ])('finds %s anywhere in the tree', (id, name) => {
    expect(findDepart(TREE, id)?.departName).toBe(name);
  });

  it.each([['unknown'], [undefined]])('finds nothing for %s', (id) => {
    expect(findDepart(TREE, id)).toBeUndefined();
  });

  it('opens every department that has sub-departments, in tree order', () => {
    expect(parentKeys(TREE)).toEqual(['hq', 'finance']);
    expect(parentKeys([])).toEqual([]);
  });

  it('opens only the top departments with sub-departments for 我的部门', () => {
    expect(rootParentKeys(TREE)).toEqual(['hq']);
    expect(rootParentKeys([])).toEqual([]);
  });

  it('shows search matches as leaves, whatever isLeaf the server sends', () => {
    expect(
      searchResultNodes([
        { id: 'finance', departName: '财务部', orgCode: 'A01A01', isLeaf: false },
        { id: 'risk', title: '风控合规部', isLeaf: true },
      ]),
    ).toEqual([
      { key: 'finance', title: '财务部', orgCode: 'A01A01', isLeaf: true, children: undefined },
      { key: 'risk', title: '风控合规部', orgCode: '', isLeaf: true, children: undefined },
    ]);
  });
});

describe('a tree read a level at a time', () => {
  const ROOTS = [
    { id: 'hq', departName: '总部', isLeaf: false, children: null },
    { id: 'east', departName: '华东分公司', isLeaf: false, children: null },
  ];
  const HQ_LEVEL = [
    { id: 'finance', departName: '财务部', isLeaf: false, children: null },
    { id: 'risk', departName: '风控合规部', isLeaf: true, children: null },
  ];

  it('puts a level under its parent, deeper levels under theirs', () => {
    const tree = withLevel(ROOTS, 'hq', HQ_LEVEL);
    expect(tree[0]).toEqual({ ...ROOTS[0], children: HQ_LEVEL });
    expect(tree[1]).toBe(ROOTS[1]);
    const clearing = { id: 'clearing', departName: '清算中心', isLeaf: true, children: null };
    const deeper = withLevel(tree, 'finance', [clearing]);
    expect(findDepart(deeper, 'clearing')?.departName).toBe('清算中心');
    expect(parentKeys(deeper)).toEqual(['hq', 'finance']);
  });

  it.each([
    ['an empty level', []],
    ['a level repeating departments of the tree (the mock answers the roots)', ROOTS],
  ])('makes the parent a leaf for %s', (_case, level) => {
    expect(withLevel(ROOTS, 'hq', level)[0]).toEqual({ ...ROOTS[0], isLeaf: true, children: null });
  });

  it('keeps only the departments new to the tree', () => {
    const level = [...HQ_LEVEL, ROOTS[1]!];
    expect(withLevel(ROOTS, 'hq', level)[0]?.children).toEqual(HQ_LEVEL);
  });

  it('changes nothing for a parent no longer in the tree', () => {
    expect(withLevel(ROOTS, 'gone', HQ_LEVEL)).toEqual(ROOTS);
  });
});

describe('authorisation ids', () => {
  it.each([
    [['a', 'b'], ['a'], { permissionIds: 'a,b', lastpermissionIds: 'a' }],
    [[], ['a', 'b'], { permissionIds: '', lastpermissionIds: 'a,b' }],
    [['b', 'a', 'b', ' '], [], { permissionIds: 'b,a', lastpermissionIds: '' }],
    [[' c '], ['c', 'c'], { permissionIds: 'c', lastpermissionIds: 'c' }],
  ])('checked %j after %j sends %j', (checked, last, body) => {
    expect(grantIds(checked, last)).toEqual(body);
  });

  it('keeps the first order of ids, without blanks or repeats', () => {
    expect(distinctIds(['x', '', 'y', 'x'])).toEqual(['x', 'y']);
  });

  const node = (key: string, names: Partial<PermissionTreeNode>, children?: PermissionTreeNode[]) =>
    ({ key, ...names, ...(children ? { children } : {}) }) as PermissionTreeNode;
  const PERMISSIONS = [
    node('home', { slotTitle: '首页', title: null, isLeaf: true }),
    node('system', { slotTitle: '系统管理', title: null, isLeaf: false }, [
      node('user', { title: '用户管理', slotTitle: null }),
      node('role', { label: '角色管理' }),
    ]),
  ];

  it('names tree nodes by slotTitle, then title, then label', () => {
    expect(permissionTreeData(PERMISSIONS)).toEqual([
      { key: 'home', title: '首页', isLeaf: true, children: undefined },
      {
        key: 'system',
        title: '系统管理',
        isLeaf: false,
        children: [
          { key: 'user', title: '用户管理', isLeaf: true, children: undefined },
          { key: 'role', title: '角色管理', isLeaf: true, children: undefined },
        ],
      },
    ]);
  });

  it('lists every key for 全部勾选', () => {
    expect(allPermissionKeys(PERMISSIONS)).toEqual(['home', 'system', 'user', 'role']);
  });
});
