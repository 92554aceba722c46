import { describe, expect, it } from 'vitest';
import type { HttpError } from '@refinedev/core';
import { extractListPage, failureToError, isRecord, resultOf } from '../../../providers/data/reply';
import { DataProviderError } from '../../../providers/data/errors';
import { failed, ok } from './fake-requester';

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

describe('failureToError: success false → Refine HttpError', () => {
  it.each<[string, number | string, number]>([
    ['code 500 stays 500', 500, 500],
    ['code 510 (no permission) stays 510', 510, 510],
    ['code 412 (captcha) stays 412', 412, 412],
    ['code 0 (list endpoints) becomes 500', 0, 500],
    ['numeric string "404" becomes 404', '404', 404],
    ['text code (cap replyCode) becomes 500', 'E1001', 500],
    ['empty code becomes 500', '', 500],
  ])('%s', (_name, code, statusCode) => {
    const error = failureToError(failed('未找到对应实体', code));
    expect(error).toBeInstanceOf(DataProviderError);
    expect(error).toMatchObject({ message: '未找到对应实体', statusCode, kind: 'server' });
  });

  it('keeps the server message verbatim', () => {
    expect(failureToError(failed('操作失败，Token失效，请重新登录!')).message).toBe(
      '操作失败，Token失效，请重新登录!',
    );
  });

  it('falls back to 操作失败 when the server gave no message', () => {
    expect(failureToError(failed('  ')).message).toBe('操作失败');
  });

  it('is assignable to Refine HttpError', () => {
    const error: HttpError = failureToError(failed('删除失败!', 500));
    expect({ message: error.message, statusCode: error.statusCode }).toEqual({
      message: '删除失败!',
      statusCode: 500,
    });
  });
});

describe('resultOf', () => {
  it('returns the result of a successful reply, whatever its code', () => {
    expect(resultOf(ok({ id: 1 }, 0))).toEqual({ id: 1 });
    expect(resultOf(ok('添加成功！', 200))).toBe('添加成功！');
  });

  it('throws the server failure for success false, even with code 200', () => {
    expect(() => resultOf(failed('该值不可用，系统中已存在！', 200))).toThrow(
      '该值不可用，系统中已存在！',
    );
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
