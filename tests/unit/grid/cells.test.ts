import { describe, expect, it } from 'vitest';
import {
  isMultiSelect,
  minColumnWidth,
  numberOnBlur,
  rowControlColumnWidth,
  sanitizeNumberInput,
  splitTags,
  statistics,
} from '../../../src/lib/grid/cells';

describe('inputNumber cells (spec 5.3)', () => {
  it.each([
    ['123', '123'],
    ['-12.5', '-12.5'],
    ['1a2b3', '123'],
    ['--1', '-1'],
    ['1-2', '12'],
    ['1.2.3', '1.23'],
    ['-.5', '-.5'],
    ['１２', ''],
    [' 4 5 ', '45'],
    ['+7e3', '73'],
  ])('sanitizeNumberInput(%j) → %j', (text, expected) => {
    expect(sanitizeNumberInput(text)).toBe(expected);
  });

  it.each([
    ['123', 123],
    ['-12.5', -12.5],
    ['12.', 12],
    ['.5', 0.5],
    [' 7 ', 7],
    ['', ''],
    ['-', ''],
    ['.', ''],
    ['-.', ''],
    ['1-2', ''],
    ['abc', ''],
    ['9'.repeat(400), ''],
  ])('numberOnBlur(%j) → %j', (text, expected) => {
    expect(numberOnBlur(text)).toBe(expected);
  });
});

describe('splitTags (spec 4 tag cells)', () => {
  it.each([
    ['abcdef', 'ab;cd;ef'],
    ['abcde', 'ab;cd;e'],
    ['ab;cd', 'ab;cd'],
    ['abc;de', 'ab;cd;e'],
    ['a', 'a'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [';;', ''],
    ['标签分组', '标签;分组'],
    ['😀😀x', '😀😀;x'],
  ])('%j → %j', (value, expected) => {
    expect(splitTags(value)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = splitTags('一二三四五');
    expect(splitTags(once)).toBe(once);
  });
});

describe('statistics (spec 3 column statistics, spec 4)', () => {
  const rows = (...values: unknown[]) => values.map((amount) => ({ amount }));
  it.each([
    [rows(0.1, 0.2), 'sum', 0.3],
    [rows('0.1', '0.2', '0.3'), 'sum', 0.6],
    [rows(1.005, 2.01), 'sum', 3.015],
    [rows(19.99, 0.01, -5), 'sum', 15],
    [rows(1, '', null, 'abc', undefined, 2), 'sum', 3],
    [rows(), 'sum', 0],
    [rows('', 'x'), 'average', 0],
    [rows(1, 2), 'average', 1.5],
    [rows(1, 1, 2), 'average', 1.33],
    [rows(2, 2, 3), 'average', 2.33],
    [rows(0.1, 0.2), 'average', 0.15],
    [rows(0.001, 0.002), 'average', 0.002],
    [rows(1, '', 3), 'average', 2],
    [rows(1e-7, 2e-7), 'sum', 3e-7],
  ] as const)('%j %s → %s', (data, kind, expected) => {
    expect(statistics(data, 'amount', kind)).toBe(expected);
  });

  it('sums 100,000 money values exactly', () => {
    const data = Array.from({ length: 100_000 }, () => ({ amount: '0.01' }));
    expect(statistics(data, 'amount', 'sum')).toBe(1000);
    expect(statistics(data, 'amount', 'average')).toBe(0.01);
  });
});

describe('column widths (spec 5.3, 9)', () => {
  it.each([
    ['date', 100, 135],
    ['date', '120px', 135],
    ['date', 200, 200],
    ['date', '200px', '200px'],
    ['date', undefined, 135],
    ['datetime', 150, 190],
    ['sel_user', 100, 190],
    ['sel_depart', undefined, 190],
    ['sel_depart', '10%', '10%'],
    ['input', 50, 50],
    ['input', undefined, undefined],
    ['toString', 1, 1],
  ] as const)('%s with %j → %j', (type, width, expected) => {
    expect(minColumnWidth(type, width)).toBe(expected);
  });

  it.each([
    ['row-number', false, 60],
    ['row-number', true, 60],
    ['row-checkbox', false, 40],
    ['row-radio', true, 60],
    ['row-expand', false, 40],
    ['row-drag-sort', true, 60],
    ['input', false, undefined],
  ] as const)('%s (footer %s) → %j', (type, hasFooter, expected) => {
    expect(rowControlColumnWidth(type, hasFooter)).toBe(expected);
  });
});

describe('isMultiSelect (spec 5.3)', () => {
  it.each([
    [{ type: 'sel_user' }, true],
    [{ type: 'sel_depart' }, true],
    [{ type: 'sel_user', multi: 0 }, false],
    [{ type: 'sel_user', multi: 1 }, true],
    [{ type: 'sel_user', fieldExtendJson: { multiSelect: false } }, false],
    [{ type: 'sel_depart', fieldExtendJson: { multiSelect: true } }, true],
    [{ type: 'sel_depart', fieldExtendJson: '{"multiSelect":false}' }, false],
    [{ type: 'sel_depart', fieldExtendJson: '{"multiSelect":true,"uploadnum":2}' }, true],
    [{ type: 'sel_user', fieldExtendJson: 'not json' }, true],
    [{ type: 'sel_user', fieldExtendJson: 'alert(1)' }, true],
    [{ type: 'sel_user', fieldExtendJson: 'null' }, true],
    [{ type: 'sel_user', fieldExtendJson: '[false]' }, true],
    [{ type: 'sel_user', fieldExtendJson: '' }, true],
    [{ type: 'select', fieldExtendJson: { multiSelect: true } }, false],
  ])('%j → %s', (column, expected) => {
    expect(isMultiSelect(column)).toBe(expected);
  });
});
