import { describe, expect, it } from 'vitest';
import {
  departsOf,
  flattenDeparts,
  searchDeparts,
  storedValueOf,
  toDepartNodes,
  withChildren,
  type DepartRecord,
} from '../../../src/lib/pickers/departTree';

// The shape of the mock's queryTreeList reply, trimmed.
const TREE: DepartRecord[] = [
  {
    id: 'hq',
    departName: '总部',
    orgCode: 'A01',
    children: [
      {
        id: 'finance',
        departName: '财务部',
        orgCode: 'A01A01',
        children: [
          { id: 'clearing', departName: '清算中心', orgCode: 'A01A01A01', children: null },
        ],
      },
      { id: 'risk', departName: '风控合规部', orgCode: 'A01A02', children: null },
      {
        id: 'tech',
        departName: '技术部',
        orgCode: 'A01A04',
        children: [{ id: 'dev', departName: '平台研发组', orgCode: 'A01A04A01' }],
      },
    ],
  },
  { id: 'east', departName: '华东分公司', orgCode: 'A02', isLeaf: false, children: null },
];

describe('department nodes', () => {
  it('keys nodes by id, titles them by name and marks childless nodes as leaves', () => {
    const [hq, east] = toDepartNodes(TREE);

    expect(hq).toMatchObject({ key: 'hq', title: '总部', orgCode: 'A01', isLeaf: false });
    expect(hq?.children?.[1]).toMatchObject({ key: 'risk', isLeaf: true, children: undefined });
    // A lazily loaded level says isLeaf itself.
    expect(east).toMatchObject({ key: 'east', isLeaf: false, children: undefined });
  });

  it('falls back to the title when a node has no department name', () => {
    expect(toDepartNodes([{ id: 'x', title: '运营部' }])[0]?.title).toBe('运营部');
  });

  it('flattens the tree parent first', () => {
    expect(flattenDeparts(toDepartNodes(TREE)).map((node) => node.key)).toEqual([
      'hq',
      'finance',
      'clearing',
      'risk',
      'tech',
      'dev',
      'east',
    ]);
  });

  it('finds the departments of stored ids or org codes in value order', () => {
    const nodes = toDepartNodes(TREE);

    expect(departsOf(nodes, ['risk', 'clearing'], 'id').map((node) => node.title)).toEqual([
      '风控合规部',
      '清算中心',
    ]);
    expect(departsOf(nodes, ['A01A04A01', 'Z99'], 'orgCode').map((node) => node.key)).toEqual([
      'dev',
    ]);
  });

  it('stores the id or the org code', () => {
    const [hq] = toDepartNodes(TREE);
    if (!hq) throw new Error('no root');

    expect(storedValueOf(hq, 'id')).toBe('hq');
    expect(storedValueOf(hq, 'orgCode')).toBe('A01');
  });
});

describe('lazily loaded levels', () => {
  it('puts a loaded level under its parent', () => {
    const nodes = withChildren(toDepartNodes(TREE), 'east', [
      { key: 'sh', title: '上海运营中心', orgCode: 'A02A01', isLeaf: true },
    ]);

    expect(nodes[1]?.children?.map((node) => node.title)).toEqual(['上海运营中心']);
  });

  it('turns a parent with an empty level into a leaf', () => {
    const nodes = withChildren(toDepartNodes(TREE), 'east', []);

    expect(nodes[1]).toMatchObject({ key: 'east', isLeaf: true, children: undefined });
  });

  it('finds a parent deep in the tree', () => {
    const nodes = withChildren(toDepartNodes(TREE), 'clearing', [
      { key: 'night', title: '夜间清算组', orgCode: 'A01A01A01A01', isLeaf: true },
    ]);

    expect(departsOf(nodes, ['night'], 'id')).toHaveLength(1);
  });
});

describe('department search', () => {
  it('keeps matches under their ancestors and opens the ancestors', () => {
    const { nodes, expandedKeys } = searchDeparts(toDepartNodes(TREE), '清算');

    expect(flattenDeparts(nodes).map((node) => node.title)).toEqual(['总部', '财务部', '清算中心']);
    expect(expandedKeys.sort()).toEqual(['finance', 'hq']);
  });

  it('keeps a matching department whole so its sub-departments stay choosable', () => {
    const { nodes } = searchDeparts(toDepartNodes(TREE), '技术');

    expect(flattenDeparts(nodes).map((node) => node.title)).toEqual([
      '总部',
      '技术部',
      '平台研发组',
    ]);
  });

  it('gives nothing when no name matches and everything for blank text', () => {
    expect(searchDeparts(toDepartNodes(TREE), '审计').nodes).toEqual([]);
    expect(searchDeparts(toDepartNodes(TREE), '  ').nodes).toHaveLength(2);
  });
});
