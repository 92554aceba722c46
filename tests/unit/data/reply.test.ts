import { describe, expect, it } from 'vitest';
import { extractListPage, isRecord } from '../../../providers/data/reply';

describe('extractListPage (spec 7.5)', () => {
  const alice = { id: 'u1', username: 'alice' };
  const bob = { id: 'u2', username: 'bob' };

  it.each<[string, unknown, unknown[], number]>([
    [
      'IPage: records and total',
      { records: [alice, bob], total: 42, size: 10, current: 1 },
      [alice, bob],
      42,
    ],
    ['IPage with total 0 and no rows', { records: [], total: 0 }, [], 0],
    ['IPage without total: the row count', { records: [alice, bob] }, [alice, bob], 2],
    ['IPage with a non-numeric total: the row count', { records: [alice], total: '7' }, [alice], 1],
    ['IPage with a negative total: the row count', { records: [alice], total: -1 }, [alice], 1],
    ['bare array (tree endpoints)', [alice, bob], [alice, bob], 2],
    ['empty array', [], [], 0],
    ['null result (e.g. a department without users)', null, [], 0],
    ['undefined result', undefined, [], 0],
  ])('%s', (_name, result, rows, total) => {
    expect(extractListPage(result)).toEqual({ rows, total });
  });

  it.each<[string, unknown]>([
    ['a message string', '查询成功'],
    ['an object without records', { list: [] }],
    ['records that are not an array', { records: 'x', total: 1 }],
    ['a number', 3],
  ])('rejects %s with 返回数据类型不识别 (spec 8.2)', (_name, result) => {
    expect(() => extractListPage(result)).toThrow('返回数据类型不识别');
  });
});

describe('isRecord', () => {
  it.each<[unknown, boolean]>([
    [{ id: 1 }, true],
    [{}, true],
    [null, false],
    [undefined, false],
    ['添加成功！', false],
    [[{ id: 1 }], false],
    [3, false],
  ])('%j → %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
