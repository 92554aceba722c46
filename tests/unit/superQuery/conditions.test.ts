import { describe, expect, it } from 'vitest';
import {
  blankRow,
  changeRule,
  fromConditions,
  isEmptyQuery,
  selectField,
  toConditions,
  type QueryField,
  type QueryRow,
} from '../../../src/lib/superQuery/conditions';

const SEX: QueryField = {
  value: 'sex',
  text: '性别',
  type: 'select',
  dictCode: 'sex',
  options: [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ],
};

const row = (partial: Partial<QueryRow>): QueryRow => ({ ...blankRow('r1'), ...partial });

describe('advanced query rows', () => {
  it('starts a row with the only offered rule, eq', () => {
    expect(blankRow('k')).toEqual({ key: 'k', rule: 'eq' });
  });

  it('copies the chosen field settings into the row and clears the value', () => {
    const chosen = selectField(row({ field: 'username', val: 'admin', type: 'string' }), SEX);

    expect(chosen).toEqual({
      key: 'r1',
      rule: 'eq',
      field: 'sex',
      type: 'select',
      dbType: undefined,
      dictCode: 'sex',
      dictTable: undefined,
      dictText: undefined,
      customReturnField: undefined,
      popup: undefined,
    });
  });

  it.each([
    { val: '1,2', kept: '1' },
    { val: ['2', '1'], kept: '2' },
    { val: 'admin', kept: 'admin' },
    { val: undefined, kept: undefined },
    { val: 18, kept: 18 },
  ])('leaving in keeps only the first value of $val', ({ val, kept }) => {
    expect(changeRule(row({ field: 'sex', rule: 'in', val }), 'eq')).toMatchObject({
      rule: 'eq',
      val: kept,
    });
  });

  it('keeps every value when the rule was not in, or stays in', () => {
    expect(changeRule(row({ rule: 'eq', val: '1,2' }), 'like').val).toBe('1,2');
    expect(changeRule(row({ rule: 'in', val: ['1', '2'] }), 'in').val).toEqual(['1', '2']);
  });

  it.each([
    { name: 'no rows', rows: [] as QueryRow[], empty: true },
    { name: 'one blank row', rows: [row({})], empty: true },
    { name: 'a field without value', rows: [row({ field: 'sex' })], empty: true },
    { name: 'a blank-text value', rows: [row({ field: 'username', val: '  ' })], empty: true },
    { name: 'a value without field', rows: [row({ val: 'admin' })], empty: true },
    { name: 'an empty list value', rows: [row({ field: 'sex', val: [] })], empty: true },
    { name: 'two blank rows', rows: [row({}), row({ key: 'r2' })], empty: true },
    { name: 'a complete row', rows: [row({ field: 'username', val: 'admin' })], empty: false },
    { name: 'a zero', rows: [row({ field: 'age', val: 0 })], empty: false },
    {
      name: 'a blank and a complete row',
      rows: [row({}), row({ key: 'r2', field: 'sex', val: '1' })],
      empty: false,
    },
  ])('$name is empty: $empty', ({ rows, empty }) => {
    expect(isEmptyQuery(rows)).toBe(empty);
  });

  it('turns complete rows into conditions for meta.superQuery, lists joined with commas', () => {
    const rows: QueryRow[] = [
      row({ field: 'username', val: 'admin', type: 'string' }),
      row({ key: 'r2' }),
      row({
        key: 'r3',
        field: 'sex',
        rule: 'in',
        val: ['1', '2'],
        type: 'select',
        dictCode: 'sex',
      }),
      row({ key: 'r4', field: 'age', val: 30, type: 'number', dbType: 'int' }),
    ];

    expect(toConditions(rows)).toEqual([
      { field: 'username', rule: 'eq', val: 'admin', type: 'string' },
      { field: 'sex', rule: 'in', val: '1,2', type: 'select', dictCode: 'sex' },
      { field: 'age', rule: 'eq', val: '30', type: 'number', dbType: 'int' },
    ]);
  });

  it('reads saved conditions back as rows with fresh keys', () => {
    let next = 0;
    const rows = fromConditions(
      [{ field: 'sex', rule: 'in', val: '1,2', type: 'select', dictCode: 'sex', dbType: '' }],
      () => `k${++next}`,
    );

    expect(rows).toEqual([
      {
        key: 'k1',
        field: 'sex',
        rule: 'in',
        val: '1,2',
        type: 'select',
        dbType: undefined,
        dictCode: 'sex',
        dictTable: undefined,
        dictText: undefined,
        customReturnField: undefined,
        popup: undefined,
      },
    ]);
    expect(toConditions(rows)).toEqual([
      { field: 'sex', rule: 'in', val: '1,2', type: 'select', dictCode: 'sex' },
    ]);
  });
});
