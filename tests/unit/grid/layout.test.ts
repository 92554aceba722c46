/** The windowed body's geometry with expanded rows (spec 3 row-expand, spec 9 windowing). */
import { describe, expect, it } from 'vitest';
import {
  contentHeight,
  expandedIndexes,
  GRID_OVERSCAN_ROWS,
  renderedRowIndexes,
  rowTop,
  visibleRange,
  type ExpandBands,
} from '../../../src/components/EditableGrid/layout';

const ROW = 10;
const bands = (indexes: number[], height = 50): ExpandBands => ({ indexes, height });

/** The first row whose row or band reaches below `offset`, by walking every row. */
function firstRowByWalking(offset: number, rowCount: number, expanded: ExpandBands): number {
  let top = 0;
  for (let index = 0; index < rowCount; index++) {
    const bottom = top + ROW + (expanded.indexes.includes(index) ? expanded.height : 0);
    if (bottom > offset) return index;
    top = bottom;
  }
  return rowCount - 1;
}

describe('rowTop and contentHeight', () => {
  it.each([
    ['no expanded rows', [], 3, 30],
    ['a band above pushes the row down', [1], 3, 80],
    ['its own band does not', [3], 3, 30],
    ['two bands above', [0, 2], 3, 130],
    ['bands below do not count', [5, 9], 3, 30],
  ])('%s', (_name, indexes, index, top) => {
    expect(rowTop(index, ROW, bands(indexes))).toBe(top);
  });

  it('adds every band to the body height', () => {
    expect(contentHeight(100, ROW)).toBe(1000);
    expect(contentHeight(100, ROW, bands([3, 50, 99], 40))).toBe(1120);
  });
});

describe('visibleRange with expanded rows', () => {
  it('is the plain window without bands (spec 9: about 9 rows beyond)', () => {
    expect(visibleRange(0, 360, 61, 100_000)).toEqual({ start: 0, end: 6 + GRID_OVERSCAN_ROWS });
    expect(visibleRange(61 * 5000, 360, 61, 100_000).start).toBe(5000);
  });

  const expanded = bands([2, 3, 7, 40], 50);
  it.each([0, 5, 19, 20, 29, 30, 55, 79, 80, 130, 139, 140, 171, 240, 251, 400, 700, 5000])(
    'starts at the row a walk finds for scrollTop %i',
    (scrollTop) => {
      const { start } = visibleRange(scrollTop, 40, ROW, 100, expanded);
      expect(start).toBe(firstRowByWalking(scrollTop, 100, expanded));
    },
  );

  it('starts at an expanded row while its band is in view', () => {
    // Row 2 spans 20–30 and its band 30–80.
    expect(visibleRange(75, 40, ROW, 100, bands([2])).start).toBe(2);
    expect(visibleRange(80, 40, ROW, 100, bands([2])).start).toBe(3);
  });

  it('clamps past the end and before the top', () => {
    expect(visibleRange(1e9, 40, ROW, 10, bands([9])).start).toBe(9);
    expect(visibleRange(-50, 40, ROW, 10, bands([0])).start).toBe(0);
    expect(visibleRange(0, 40, ROW, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('expandedIndexes', () => {
  const indexOfIn = (ids: string[]) => (id: string) => ids.indexOf(id);

  it('gives the expanded rows’ indexes in row order, following moved rows', () => {
    expect(expandedIndexes(indexOfIn(['a', 'b', 'c', 'd']), new Set(['d', 'b']))).toEqual({
      indexes: [1, 3],
      ids: new Set(['b', 'd']),
    });
    expect(expandedIndexes(indexOfIn(['d', 'a', 'b', 'c']), new Set(['d', 'b'])).indexes).toEqual([
      0, 2,
    ]);
  });

  it('drops the ids of rows that are gone', () => {
    expect(expandedIndexes(indexOfIn(['a', 'b']), new Set(['b', 'gone'])).ids).toEqual(
      new Set(['b']),
    );
  });

  it('looks up only the expanded ids', () => {
    const asked: string[] = [];
    const indexOf = (id: string) => {
      asked.push(id);
      return 7;
    };
    expandedIndexes(indexOf, new Set(['x']));
    expect(asked).toEqual(['x']);
  });
});

describe('renderedRowIndexes (a dragged row stays rendered)', () => {
  it('is the window alone without a kept row or with one inside it', () => {
    expect(renderedRowIndexes(3, 6)).toEqual([3, 4, 5]);
    expect(renderedRowIndexes(3, 6, 4)).toEqual([3, 4, 5]);
  });

  it('adds a kept row above or below the window, in row order', () => {
    expect(renderedRowIndexes(3, 6, 0)).toEqual([0, 3, 4, 5]);
    expect(renderedRowIndexes(3, 6, 90)).toEqual([3, 4, 5, 90]);
    expect(renderedRowIndexes(3, 6, -1)).toEqual([3, 4, 5]);
  });
});
