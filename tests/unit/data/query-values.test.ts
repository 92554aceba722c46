import { describe, expect, it } from 'vitest';
import { isBlank, readExtraQuery } from '../../../providers/data/query-values';

describe('readExtraQuery (meta.query pass-through)', () => {
  it.each<[string, unknown, object]>([
    ['undefined', undefined, {}],
    ['null', null, {}],
    [
      'scalars pass unchanged',
      { departId: 'd1', status: 1, async: false },
      { departId: 'd1', status: 1, async: false },
    ],
    ['blanks are dropped', { a: '', b: null, c: undefined, d: ' ', e: 'x' }, { e: 'x' }],
    ['arrays are comma-joined', { ids: ['a', 'b', 3] }, { ids: 'a,b,3' }],
    ['blank array items are dropped', { ids: ['a', '', null, 'b'] }, { ids: 'a,b' }],
    ['an all-blank array is dropped', { ids: ['', null] }, {}],
  ])('%s', (_name, query, expected) => {
    expect(readExtraQuery(query)).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['a string', 'a=1', 'meta.query 必须是一个对象'],
    ['an array', ['a'], 'meta.query 必须是一个对象'],
    [
      'a nested object',
      { condition: { a: 1 } },
      'meta.query.condition的值必须是字符串、数字或布尔值',
    ],
    [
      'an object inside an array',
      { ids: [{ id: 1 }] },
      'meta.query.ids的值必须是字符串、数字或布尔值',
    ],
  ])('refuses %s', (_name, query, message) => {
    expect(() => readExtraQuery(query)).toThrow(message);
  });
});

describe('isBlank', () => {
  it.each<[unknown, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    [0, false],
    [false, false],
    ['0', false],
    [[], false],
  ])('%j → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
