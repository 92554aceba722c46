import { describe, expect, it } from 'vitest';
import { canMoveRow, insertBelow, moveRow, renumberRows } from '../../../src/lib/rowOrder';

const rows = ['a', 'b', 'c', 'd'] as const;

describe('moveRow', () => {
  it.each([
    [1, -1, ['b', 'a', 'c', 'd']],
    [1, 1, ['a', 'c', 'b', 'd']],
    [0, 3, ['b', 'c', 'd', 'a']],
    [3, -2, ['a', 'd', 'b', 'c']],
    // Moves that would leave the list change nothing.
    [0, -1, ['a', 'b', 'c', 'd']],
    [3, 1, ['a', 'b', 'c', 'd']],
    [5, -1, ['a', 'b', 'c', 'd']],
    [1, 0, ['a', 'b', 'c', 'd']],
  ])('row %i by %i', (index, delta, expected) => {
    expect(moveRow(rows, index, delta)).toEqual(expected);
  });

  it('leaves its input alone and returns a new array', () => {
    const input = ['a', 'b'];
    const output = moveRow(input, 0, 1);
    expect(input).toEqual(['a', 'b']);
    expect(output).not.toBe(input);
    expect(moveRow(input, 0, -1)).not.toBe(input);
  });
});

describe('canMoveRow', () => {
  it.each([
    [4, 0, -1, false],
    [4, 0, 1, true],
    [4, 3, 1, false],
    [4, 3, -1, true],
    [1, 0, 1, false],
    [0, 0, 1, false],
    [4, 1.5, 1, false],
  ])('length %i, row %s by %i → %s', (length, index, delta, expected) => {
    expect(canMoveRow(length, index, delta)).toBe(expected);
  });
});

describe('insertBelow', () => {
  it.each([
    [0, ['a', 'x', 'b', 'c', 'd']],
    [3, ['a', 'b', 'c', 'd', 'x']],
    [-1, ['x', 'a', 'b', 'c', 'd']],
    [9, ['a', 'b', 'c', 'd', 'x']],
  ])('after row %i', (index, expected) => {
    expect(insertBelow(rows, index, 'x')).toEqual(expected);
  });

  it('inserts several rows in order', () => {
    expect(insertBelow(['a', 'b'], 0, 'x', 'y')).toEqual(['a', 'x', 'y', 'b']);
  });
});

describe('renumberRows', () => {
  it('numbers orderNum from 1 in list order', () => {
    const moved = moveRow(
      [
        { id: '1', orderNum: 1 },
        { id: '2', orderNum: 2 },
      ],
      1,
      -1,
    );
    expect(renumberRows(moved)).toEqual([
      { id: '2', orderNum: 1 },
      { id: '1', orderNum: 2 },
    ]);
    expect(renumberRows([{ id: 'a' }], 'sort')).toEqual([{ id: 'a', sort: 1 }]);
  });
});
