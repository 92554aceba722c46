import { describe, expect, it } from 'vitest';
import {
  isPlaceholderRow,
  needsLoading,
  placeholderRow,
  replaceChildren,
  rowsOf,
  UnrecognisedRowsError,
  withPlaceholders,
  type TreeTableRow,
} from '../../../src/components/TreeTable/treeRows';

const byFlag = (row: TreeTableRow) => row.hasChildren === true;

describe('rowsOf (spec 7.3: replies hold a list or records)', () => {
  it('takes a list as it is', () => {
    expect(rowsOf([{ id: 'a' }, { id: 2 }])).toEqual([{ id: 'a' }, { id: 2 }]);
  });

  it('takes the records of a page', () => {
    expect(rowsOf({ records: [{ id: 'a', name: '商户行业' }], total: 1 })).toEqual([
      { id: 'a', name: '商户行业' },
    ]);
  });

  it.each([[null], [undefined], [{}], [{ records: null }], ['rows'], [[{ name: 'no id' }]]])(
    'does not recognise %j',
    (result) => {
      expect(() => rowsOf(result)).toThrow(UnrecognisedRowsError);
    },
  );
});

describe('placeholders (spec 4)', () => {
  it('gives rows with children one loading placeholder child and leaves the others alone', () => {
    const rows = withPlaceholders(
      [
        { id: 'a', hasChildren: true },
        { id: 'b', hasChildren: false, children: [] },
      ],
      byFlag,
    );
    expect(rows).toEqual([
      { id: 'a', hasChildren: true, children: [placeholderRow('a')] },
      { id: 'b', hasChildren: false },
    ]);
    expect(rows[0]?.children?.[0] && isPlaceholderRow(rows[0].children[0])).toBe(true);
    expect(needsLoading(rows[0]!)).toBe(true);
    expect(needsLoading(rows[1]!)).toBe(false);
  });

  it('uses the given test for having children', () => {
    const rows = withPlaceholders([{ id: 'a', hasChild: '1' }], (row) => row.hasChild === '1');
    expect(needsLoading(rows[0]!)).toBe(true);
  });
});

describe('replaceChildren', () => {
  const tree = withPlaceholders(
    [
      { id: 'a', hasChildren: true },
      { id: 'b', hasChildren: true },
    ],
    byFlag,
  );

  it('replaces the placeholder with the loaded rows', () => {
    const next = replaceChildren(tree, 'a', [{ id: 'a1' }, { id: 'a2' }]);
    expect(next[0]).toEqual({ id: 'a', hasChildren: true, children: [{ id: 'a1' }, { id: 'a2' }] });
    expect(next[1]).toEqual(tree[1]);
  });

  it('removes the children when none come back, so the row has no expand icon', () => {
    expect(replaceChildren(tree, 'a', [])[0]).toEqual({ id: 'a', hasChildren: true });
  });

  it('drops rows already in the table, so row keys stay unique', () => {
    const once = replaceChildren(tree, 'a', [{ id: 'x' }]);
    expect(replaceChildren(once, 'b', [{ id: 'x' }, { id: 'a' }])[1]).toEqual({
      id: 'b',
      hasChildren: true,
    });
  });

  it('finds the parent at any depth and matches numeric ids', () => {
    const nested = replaceChildren(
      withPlaceholders([{ id: 1, hasChildren: true }], byFlag),
      1,
      withPlaceholders([{ id: 11, hasChildren: true }], byFlag),
    );
    expect(replaceChildren(nested, '11', [{ id: 111 }])).toEqual([
      {
        id: 1,
        hasChildren: true,
        children: [{ id: 11, hasChildren: true, children: [{ id: 111 }] }],
      },
    ]);
  });
});
