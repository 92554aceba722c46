import type { CrudFilter, CrudOperators } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { buildFilterParams, SUPPORTED_OPERATORS } from '../../../providers/data/filters';
import { ApiError } from '../../../providers/http/httpError';

type LogicalOperator = Exclude<CrudOperators, 'or' | 'and'>;
const filter = (field: string, operator: LogicalOperator, value: unknown): CrudFilter => ({
  field,
  operator,
  value,
});

describe('buildFilterParams: operator → JeecgBoot query value (jeecg-contracts §1.4)', () => {
  it.each<[string, CrudFilter[], Record<string, string>]>([
    ['eq → plain value', [filter('username', 'eq', 'admin')], { username: 'admin' }],
    ['eq with a number', [filter('status', 'eq', 1)], { status: '1' }],
    ['eq with a boolean', [filter('leaf', 'eq', false)], { leaf: 'false' }],
    ['contains → *x*', [filter('realname', 'contains', '张')], { realname: '*张*' }],
    ['startswith → x*', [filter('username', 'startswith', 'adm')], { username: 'adm*' }],
    ['endswith → *x', [filter('username', 'endswith', 'min')], { username: '*min' }],
    ['ne → !x', [filter('status', 'ne', '2')], { status: '!2' }],
    ['in → comma-joined', [filter('sex', 'in', ['1', '2'])], { sex: '1,2' }],
    ['in with numbers', [filter('status', 'in', [1, 2, 3])], { status: '1,2,3' }],
    ['in with one scalar', [filter('sex', 'in', '1')], { sex: '1' }],
    ['in drops blank items', [filter('sex', 'in', ['1', '', null, '2'])], { sex: '1,2' }],
    [
      'gte → <field>_begin',
      [filter('createTime', 'gte', '2024-01-01')],
      { createTime_begin: '2024-01-01' },
    ],
    [
      'lte → <field>_end',
      [filter('createTime', 'lte', '2024-01-31')],
      { createTime_end: '2024-01-31' },
    ],
    [
      'between → _begin and _end',
      [filter('createTime', 'between', ['2024-01-01 00:00:00', '2024-01-31 23:59:59'])],
      { createTime_begin: '2024-01-01 00:00:00', createTime_end: '2024-01-31 23:59:59' },
    ],
    [
      'between open at the end',
      [filter('birthday', 'between', ['2000-01-01', null])],
      { birthday_begin: '2000-01-01' },
    ],
    [
      'between open at the start',
      [filter('birthday', 'between', ['', '2000-12-31'])],
      { birthday_end: '2000-12-31' },
    ],
    [
      'several filters combine',
      [
        filter('username', 'contains', 'a'),
        filter('status', 'eq', 1),
        filter('createTime', 'gte', '2024-01-01'),
      ],
      { username: '*a*', status: '1', createTime_begin: '2024-01-01' },
    ],
    [
      'the later filter on one parameter wins',
      [filter('status', 'eq', 1), filter('status', 'ne', 2)],
      { status: '!2' },
    ],
    [
      'and groups are flattened',
      [
        {
          operator: 'and',
          value: [filter('username', 'eq', 'admin'), filter('createTime', 'lte', '2024-02-01')],
        },
      ],
      { username: 'admin', createTime_end: '2024-02-01' },
    ],
    ['no filters', [], {}],
  ])('%s', (_name, filters, expected) => {
    expect(buildFilterParams(filters)).toEqual(expected);
  });

  it('accepts undefined filters', () => {
    expect(buildFilterParams(undefined)).toEqual({});
  });
});

describe('buildFilterParams: empty values carry no condition', () => {
  it.each<[LogicalOperator, unknown]>([
    ['eq', null],
    ['eq', undefined],
    ['eq', ''],
    ['eq', '   '],
    ['contains', ''],
    ['startswith', null],
    ['endswith', undefined],
    ['ne', ''],
    ['in', []],
    ['in', ['', null]],
    ['in', null],
    ['gte', ''],
    ['lte', null],
    ['between', null],
    ['between', [null, '']],
  ])('%s with %j is dropped', (operator, value) => {
    expect(buildFilterParams([filter('username', operator, value)])).toEqual({});
  });

  it('keeps 0 and false, which are values', () => {
    expect(buildFilterParams([filter('status', 'eq', 0), filter('leaf', 'eq', false)])).toEqual({
      status: '0',
      leaf: 'false',
    });
  });
});

describe('buildFilterParams: what cannot be sent is refused', () => {
  const unsupported: LogicalOperator[] = [
    'eqs',
    'nes',
    'lt',
    'gt',
    'nin',
    'ina',
    'nina',
    'ncontains',
    'containss',
    'ncontainss',
    'nbetween',
    'null',
    'nnull',
    'nstartswith',
    'startswiths',
    'nstartswiths',
    'nendswith',
    'endswiths',
    'nendswiths',
  ];

  it.each(unsupported)('operator %s throws a configuration error naming it', (operator) => {
    const attempt = () => buildFilterParams([filter('username', operator, 'x')]);
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow(`不支持的筛选操作符 "${operator}"（字段 username）`);
  });

  it('supports exactly the nine operators of the brief', () => {
    expect([...SUPPORTED_OPERATORS].sort()).toEqual([
      'between',
      'contains',
      'endswith',
      'eq',
      'gte',
      'in',
      'lte',
      'ne',
      'startswith',
    ]);
  });

  it('refuses or groups and points to the advanced query', () => {
    const orGroup: CrudFilter = {
      operator: 'or',
      value: [filter('username', 'eq', 'a'), filter('username', 'eq', 'b')],
    };
    expect(() => buildFilterParams([orGroup])).toThrow(/meta\.superQuery/);
  });

  it('refuses an unsupported operator nested in an and group', () => {
    const group: CrudFilter = { operator: 'and', value: [filter('age', 'gt', 3)] };
    expect(() => buildFilterParams([group])).toThrow('不支持的筛选操作符 "gt"（字段 age）');
  });

  it.each<[string, unknown]>([
    ['an object', { a: 1 }],
    ['a Date (pages format dates themselves)', new Date(2024, 0, 1)],
    ['NaN', Number.NaN],
  ])('refuses %s as a value', (_name, value) => {
    expect(() => buildFilterParams([filter('createTime', 'eq', value)])).toThrow(
      '筛选条件 createTime的值必须是字符串、数字或布尔值',
    );
  });

  it.each<[string, unknown]>([
    ['a scalar', '2024-01-01'],
    ['a one-element array', ['2024-01-01']],
    ['a three-element array', ['a', 'b', 'c']],
  ])('refuses between with %s', (_name, value) => {
    expect(() => buildFilterParams([filter('createTime', 'between', value)])).toThrow(
      '筛选条件 createTime的 between 值必须是 [开始, 结束]',
    );
  });
});
