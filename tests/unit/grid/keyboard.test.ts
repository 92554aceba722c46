/** spec 4 "Grid editing": arrows and Tab move the active cell; moves keep it in view. */
import { describe, expect, it } from 'vitest';
import {
  arrowTarget,
  scrollTopShowing,
  tabTarget,
} from '../../../src/components/EditableGrid/keyboard';

describe('arrowTarget', () => {
  it.each([
    ['ArrowDown', { rowIndex: 1, colIndex: 1 }, { rowIndex: 2, colIndex: 1 }],
    ['ArrowUp', { rowIndex: 1, colIndex: 1 }, { rowIndex: 0, colIndex: 1 }],
    ['ArrowLeft', { rowIndex: 1, colIndex: 1 }, { rowIndex: 1, colIndex: 0 }],
    ['ArrowRight', { rowIndex: 1, colIndex: 1 }, { rowIndex: 1, colIndex: 2 }],
    ['ArrowUp', { rowIndex: 0, colIndex: 0 }, { rowIndex: 0, colIndex: 0 }],
    ['ArrowDown', { rowIndex: 4, colIndex: 2 }, { rowIndex: 4, colIndex: 2 }],
    ['ArrowRight', { rowIndex: 4, colIndex: 2 }, { rowIndex: 4, colIndex: 2 }],
    ['ArrowDown', null, { rowIndex: 1, colIndex: 0 }],
  ])('%s from %j goes to %j in a 5×3 grid', (key, from, to) => {
    expect(arrowTarget(key, from, 5, 3)).toEqual(to);
  });

  it('ignores other keys and empty grids', () => {
    expect(arrowTarget('Enter', { rowIndex: 0, colIndex: 0 }, 5, 3)).toBeUndefined();
    expect(arrowTarget('ArrowDown', null, 0, 3)).toBeUndefined();
  });
});

describe('tabTarget', () => {
  it.each([
    [{ rowIndex: 0, colIndex: 0 }, false, { rowIndex: 0, colIndex: 1 }],
    [{ rowIndex: 0, colIndex: 2 }, false, { rowIndex: 1, colIndex: 0 }],
    [{ rowIndex: 1, colIndex: 0 }, true, { rowIndex: 0, colIndex: 2 }],
    [null, false, { rowIndex: 0, colIndex: 0 }],
  ])('from %j (backwards %s) goes to %j', (from, backwards, to) => {
    expect(tabTarget(from, backwards, 2, 3)).toEqual(to);
  });

  it('leaves the grid past either end', () => {
    expect(tabTarget({ rowIndex: 1, colIndex: 2 }, false, 2, 3)).toBeUndefined();
    expect(tabTarget({ rowIndex: 0, colIndex: 0 }, true, 2, 3)).toBeUndefined();
    expect(tabTarget(null, false, 0, 3)).toBeUndefined();
  });
});

describe('scrollTopShowing', () => {
  it.each([
    ['a band above the view scrolls up to it', 100, 500, 100],
    ['a band below the view scrolls until its bottom shows', 900, 500, 561],
    ['a band in view keeps the offset', 600, 500, 500],
  ])('%s', (_, top, scrollTop, expected) => {
    expect(scrollTopShowing(top, 61, scrollTop, 400)).toBe(expected);
  });
});
