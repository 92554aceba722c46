import { describe, expect, it } from 'vitest';
import { isPlaceholderRow, keyOf, lazyRows, nestedRows } from '../../../resources/kit/treeRows';

// Tree-mode rows of the list kit (spec 3 tree node, 4): the server's nested rows fit for antd's
// tree table, and children loaded on first expand put in place behind a 'loading...' row.

interface Row {
  [field: string]: unknown;
  id: string;
  hasChild?: string;
  children?: Row[] | null;
}

const hasChild = (row: Row) => row.hasChild === '1';

describe('nestedRows', () => {
  it.each([
    ['null children (a leaf)', { id: 'a', children: null }, { id: 'a' }],
    ['empty children (not filled)', { id: 'a', children: [] }, { id: 'a' }],
    ['no children at all', { id: 'a' }, { id: 'a' }],
  ])('drops %s so antd shows no expand icon', (_case, row, shaped) => {
    expect(nestedRows([row as Row])).toEqual([shaped]);
  });

  it('keeps children at every level and cleans theirs', () => {
    const rows: Row[] = [
      { id: 'sys', children: [{ id: 'user', children: [{ id: 'add', children: null }] }] },
    ];
    expect(nestedRows(rows)).toEqual([
      { id: 'sys', children: [{ id: 'user', children: [{ id: 'add' }] }] },
    ]);
  });
});

describe('lazyRows', () => {
  const roots: Row[] = [
    { id: 'A01', hasChild: '1' },
    { id: 'A02', hasChild: '0' },
  ];

  it('gives rows with children one placeholder child until they are loaded', () => {
    const [withChildren, leaf] = lazyRows(roots, {
      rowKey: 'id',
      hasChildren: hasChild,
      loaded: new Map(),
    });
    expect(withChildren?.children).toHaveLength(1);
    const [placeholder] = withChildren?.children ?? [];
    expect(placeholder && isPlaceholderRow(placeholder)).toBe(true);
    expect(placeholder?.id).toBe('A01_loadChild');
    expect(leaf).toEqual({ id: 'A02', hasChild: '0' });
  });

  it('puts loaded children in place, themselves lazy', () => {
    const loaded = new Map([
      [
        'A01',
        [
          { id: 'A01A01', hasChild: '1' },
          { id: 'A01A02', hasChild: '0' },
        ],
      ],
    ]);
    const [parent] = lazyRows(roots, { rowKey: 'id', hasChildren: hasChild, loaded });
    expect(parent?.children?.map((row) => row.id)).toEqual(['A01A01', 'A01A02']);
    expect(parent?.children?.[0]?.children?.map((row) => row.id)).toEqual(['A01A01_loadChild']);
  });

  it('removes the expand icon of a row whose children turned out to be none', () => {
    const loaded = new Map<string, Row[]>([['A01', []]]);
    const [parent] = lazyRows(roots, { rowKey: 'id', hasChildren: hasChild, loaded });
    expect(parent).toEqual({ id: 'A01', hasChild: '1' });
  });

  it('leaves out a loaded child already shown elsewhere (row keys stay unique)', () => {
    const loaded = new Map<string, Row[]>([
      ['A01', [{ id: 'A02', hasChild: '0' }, { id: 'A01A01' }]],
    ]);
    const [parent, second] = lazyRows(roots, { rowKey: 'id', hasChildren: hasChild, loaded });
    expect(parent?.children?.map((row) => row.id)).toEqual(['A01A01']);
    expect(second?.id).toBe('A02');
  });

  it('uses the declared row key', () => {
    const rows: Row[] = [{ id: '', code: 'X', hasChild: '1' }];
    const [row] = lazyRows(rows, { rowKey: 'code', hasChildren: () => true, loaded: new Map() });
    expect(row?.children?.[0]?.code).toBe('X_loadChild');
  });
});

describe('keyOf', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ id: 'a' }, 'a'],
    [{ id: 7 }, '7'],
    [{ id: null }, ''],
  ])('reads %o as %s', (row, key) => {
    expect(keyOf(row, 'id')).toBe(key);
  });
});
