import type { HttpError } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  isPresentedError,
  isRefusal,
  refusalOf,
  requiredResultOf,
  resultOf,
  unwrapSys,
} from '../../../providers/http';
import { OPERATION_FAILED } from '../../../src/lib/messages';
import { failed, ok } from '../data/fake-requester';
import { createTestHttp, json, sysOk } from './support';

// The one way every API call reads a reply and fails (spec 8.1, 8.2): the result of a successful
// reply, a refusal carrying the server message (or the caller's text) for `success: false`, and
// HTTP failures left as the pipeline presented them.

describe('resultOf', () => {
  it('returns the result of a successful reply, whatever its code', () => {
    expect(resultOf(ok({ id: 1 }, 0))).toEqual({ id: 1 });
    expect(resultOf(ok('添加成功！', 200))).toBe('添加成功！');
    expect(resultOf(ok(null))).toBeNull();
  });

  it('throws the server failure for success false, even with code 200', () => {
    expect(() => resultOf(failed('该值不可用，系统中已存在！', 200))).toThrow(
      '该值不可用，系统中已存在！',
    );
  });

  it('throws a refusal the user has not been shown yet', () => {
    const error: unknown = catchOf(() => resultOf(failed('未找到对应实体')));
    expect(error).toBeInstanceOf(ApiError);
    expect(isRefusal(error)).toBe(true);
    expect(isPresentedError(error)).toBe(false);
    expect(error).toMatchObject({ kind: 'server', presented: false });
  });

  it("falls back to the caller's text when the server gave no message", () => {
    expect(() => resultOf(failed(''), '消息加载失败')).toThrow('消息加载失败');
    expect(() => resultOf(failed('  '), '报表数据加载失败')).toThrow('报表数据加载失败');
  });

  it('falls back to 操作失败 when neither the server nor the caller gave a text', () => {
    expect(() => resultOf(failed(''))).toThrow(OPERATION_FAILED);
    expect(OPERATION_FAILED).toBe('操作失败');
  });

  it("prefers the server's message to the caller's text", () => {
    expect(() => resultOf(failed('未登录'), '加载失败')).toThrow('未登录');
  });
});

describe('requiredResultOf', () => {
  it('returns a present result', () => {
    expect(requiredResultOf(ok({ ids: [] }))).toEqual({ ids: [] });
  });

  it('refuses a successful reply without a result, with its message or the caller text', () => {
    expect(() => requiredResultOf(ok(null), '加载失败')).toThrow('加载失败');
    expect(() => requiredResultOf({ ...ok(undefined), message: '未找到' })).toThrow('未找到');
  });

  it('refuses success false like resultOf', () => {
    expect(() => requiredResultOf(failed('实体不存在'), '加载失败')).toThrow('实体不存在');
  });
});

describe('refusalOf: success false → Refine HttpError', () => {
  it.each<[string, number | string, number]>([
    ['code 500 stays 500', 500, 500],
    ['code 510 (no permission) stays 510', 510, 510],
    ['code 412 (captcha) stays 412', 412, 412],
    ['code 0 (list endpoints) becomes 500', 0, 500],
    ['numeric string "404" becomes 404', '404', 404],
    ['text code (cap replyCode) becomes 500', 'E1001', 500],
    ['empty code becomes 500', '', 500],
  ])('%s', (_name, code, statusCode) => {
    const error = refusalOf(failed('未找到对应实体', code));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '未找到对应实体', statusCode, kind: 'server' });
  });

  it('keeps the server message verbatim', () => {
    expect(refusalOf(failed('操作失败，Token失效，请重新登录!')).message).toBe(
      '操作失败，Token失效，请重新登录!',
    );
  });

  it('falls back to 操作失败 when the server gave no message', () => {
    expect(refusalOf(failed('  ')).message).toBe('操作失败');
  });

  it('is assignable to Refine HttpError', () => {
    const error: HttpError = refusalOf(failed('删除失败!', 500));
    expect({ message: error.message, statusCode: error.statusCode }).toEqual({
      message: '删除失败!',
      statusCode: 500,
    });
  });
});

describe('a call through the HTTP layer (spec 8.1: each failure shown once)', () => {
  const treeCall = async (reply: Response) => {
    const { http, shown } = createTestHttp({ reply: () => reply });
    const outcome = await http.sys
      .GET('/sys/role/queryTreeList')
      .then((answer) => resultOf(unwrapSys(answer), '加载失败'))
      .catch((error: unknown) => error);
    return { outcome, shown };
  };

  it('reads the result of a successful reply', async () => {
    const tree = { treeList: [], ids: ['p1'] };
    const { outcome, shown } = await treeCall(json(sysOk(tree)));
    expect(outcome).toEqual(tree);
    expect(shown).toEqual([]);
  });

  it('leaves a refused reply for the caller to show: nothing shown yet', async () => {
    const { outcome, shown } = await treeCall(
      json({ success: false, message: '', code: 500, result: null }),
    );
    expect(shown).toEqual([]);
    expect(isRefusal(outcome)).toBe(true);
    expect(isPresentedError(outcome)).toBe(false);
    expect(outcome).toMatchObject({ message: '加载失败', statusCode: 500 });
  });

  it('rejects an HTTP failure as already presented, shown once by the pipeline', async () => {
    const { outcome, shown } = await treeCall(json({ message: '服务器内部错误' }, 500));
    expect(shown).toEqual(['notification:服务器内部错误']);
    expect(isPresentedError(outcome)).toBe(true);
    expect(isRefusal(outcome)).toBe(false);
    expect(outcome).toMatchObject({ message: '服务器内部错误', statusCode: 500, kind: 'http' });
  });
});

function catchOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
