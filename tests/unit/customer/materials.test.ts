import { describe, expect, it } from 'vitest';
import {
  type MaterialRow,
  missingMaterials,
  moveMaterial,
  moveMaterialTo,
  requiredMaterials,
} from '../../../src/lib/customer';

// issue 16 codes: 01 企业: 01–06; 02 个体工商户: 01, 02, 03, 05, 06; 03 个人: 02, 03.
describe('requiredMaterials', () => {
  it.each([
    ['01 企业', '01', ['01', '02', '03', '04', '05', '06']],
    ['02 个体工商户', '02', ['01', '02', '03', '05', '06']],
    ['03 个人', '03', ['02', '03']],
    ['an unknown type', '04', []],
  ])('%s needs %j', (_name, cusType, types) => {
    expect(requiredMaterials(cusType)).toEqual(types);
  });
});

const row = (materialType: string, status = '1'): MaterialRow => ({ materialType, status });
const ALL_ENTERPRISE = ['01', '02', '03', '04', '05', '06'].map((type) => row(type));

describe('missingMaterials', () => {
  it.each([
    ['an enterprise with nothing', '01', [], ['01', '02', '03', '04', '05', '06']],
    ['an enterprise with everything approved', '01', ALL_ENTERPRISE, []],
    [
      'an enterprise whose 开户许可证 was rejected',
      '01',
      [...ALL_ENTERPRISE.filter((r) => r.materialType !== '04'), row('04', '2')],
      ['04'],
    ],
    [
      'a rejected 开户许可证 replaced by one waiting for review',
      '01',
      [...ALL_ENTERPRISE.filter((r) => r.materialType !== '04'), row('04', '2'), row('04', '0')],
      [],
    ],
    ['a row without a status counts', '03', [{ materialType: '02' }, row('03')], []],
    ['a person with only optional types', '03', [row('07'), row('99')], ['02', '03']],
    ['a business with the ID card sides', '02', [row('02'), row('03', '0')], ['01', '05', '06']],
    ['an unknown customer type', '', [], []],
  ])('%s misses %j', (_name, cusType, rows: MaterialRow[], missing) => {
    expect(missingMaterials(cusType, rows)).toEqual(missing);
  });
});

// sortNo out of order on purpose: every move renumbers 1..n.
const ROWS = [
  { id: 'A', sortNo: 7 },
  { id: 'B', sortNo: 3 },
  { id: 'C', sortNo: 9 },
];
const order = (rows: { id: string; sortNo: number }[]): string =>
  rows.map(({ id, sortNo }) => `${sortNo}${id}`).join(' ');

type MoveRow = [name: string, index: number, delta: -1 | 1, expected: string];

describe('moveMaterial', () => {
  it.each<MoveRow>([
    ['the middle row up', 1, -1, '1B 2A 3C'],
    ['the middle row down', 1, 1, '1A 2C 3B'],
    ['the first row down', 0, 1, '1B 2A 3C'],
    ['the last row up', 2, -1, '1A 2C 3B'],
  ])('%s', (_name, index, delta, expected) => {
    const result = moveMaterial(ROWS, index, delta);
    expect(result.ok && order(result.rows)).toBe(expected);
  });

  // spec 5.4: the edges warn instead of moving.
  it.each<MoveRow>([
    ['the first row up', 0, -1, '未知的操作'],
    ['the last row down', 2, 1, '已到最后~'],
    ['a row that is not there', 5, 1, '未知的操作'],
  ])('%s warns %s', (_name, index, delta, warning) => {
    expect(moveMaterial(ROWS, index, delta)).toEqual({ ok: false, warning });
  });

  it('leaves the rows it was given alone', () => {
    moveMaterial(ROWS, 1, -1);
    expect(ROWS.map(({ id }) => id)).toEqual(['A', 'B', 'C']);
  });
});

describe('moveMaterialTo', () => {
  it.each([
    ['first to last', 0, 2, '1B 2C 3A'],
    ['last to first', 2, 0, '1C 2A 3B'],
    ['first to the middle', 0, 1, '1B 2A 3C'],
    ['onto itself', 1, 1, '1A 2B 3C'],
    ['outside the list', 0, 5, '1A 2B 3C'],
  ])('%s', (_name, from, to, expected) => {
    expect(order(moveMaterialTo(ROWS, from, to))).toBe(expected);
  });
});
