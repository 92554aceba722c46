import { describe, expect, it } from 'vitest';
import {
  buildSuperQueryParams,
  type SuperQueryCondition,
} from '../../../providers/data/super-query';
import { ApiError } from '../../../providers/http/httpError';

const usernameLike: SuperQueryCondition = {
  field: 'username',
  rule: 'like',
  val: 'adm',
  type: 'input',
};

describe('buildSuperQueryParams (jeecg-contracts §8)', () => {
  it('encodes the params exactly like the Vue2 mixin: encodeURI(JSON.stringify(params))', () => {
    expect(buildSuperQueryParams({ params: [usernameLike], matchType: 'or' })).toEqual({
      superQueryParams:
        '%5B%7B%22field%22:%22username%22,%22rule%22:%22like%22,%22val%22:%22adm%22,%22type%22:%22input%22%7D%5D',
      superQueryMatchType: 'or',
    });
  });

  it('round-trips through decodeURI back to the JSON the server parses', () => {
    const params: SuperQueryCondition[] = [
      usernameLike,
      { field: 'createTime', rule: 'ge', val: '2024-01-01 00:00:00', type: 'datetime' },
      { field: 'sex', rule: 'in', val: '1,2', dictCode: 'sex' },
    ];
    const { superQueryParams } = buildSuperQueryParams({ params, matchType: 'and' });
    expect(superQueryParams).toBeDefined();
    expect(JSON.parse(decodeURI(superQueryParams ?? ''))).toEqual(params);
  });

  it('encodes Chinese values as UTF-8 percent escapes, like encodeURI', () => {
    const { superQueryParams } = buildSuperQueryParams({
      params: [{ field: 'realname', rule: 'eq', val: '张三' }],
    });
    expect(superQueryParams).toBe(
      '%5B%7B%22field%22:%22realname%22,%22rule%22:%22eq%22,%22val%22:%22%E5%BC%A0%E4%B8%89%22%7D%5D',
    );
  });

  it('defaults matchType to and', () => {
    expect(buildSuperQueryParams({ params: [usernameLike] }).superQueryMatchType).toBe('and');
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['an empty condition list', { params: [], matchType: 'or' }],
  ])('sends nothing for %s', (_name, superQuery) => {
    expect(buildSuperQueryParams(superQuery)).toEqual({});
  });

  it.each<[string, unknown, string]>([
    ['a bare array', [usernameLike], 'meta.superQuery 必须是 { params: [...], matchType }'],
    ['a string', 'username=adm', 'meta.superQuery 必须是 { params: [...], matchType }'],
    [
      'params not an array',
      { params: usernameLike },
      'meta.superQuery.params 必须是 {field, rule, val} 条件数组',
    ],
    [
      'a condition without rule',
      { params: [{ field: 'a', val: 'b' }] },
      'meta.superQuery.params 必须是 {field, rule, val} 条件数组',
    ],
    [
      'an unknown matchType',
      { params: [usernameLike], matchType: 'xor' },
      'meta.superQuery.matchType 只能是 "and" 或 "or"',
    ],
  ])('refuses %s', (_name, superQuery, message) => {
    expect(() => buildSuperQueryParams(superQuery)).toThrow(ApiError);
    expect(() => buildSuperQueryParams(superQuery)).toThrow(message);
  });
});
