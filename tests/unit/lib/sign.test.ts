import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  computeSign,
  formatSignTimestamp,
  signaturePayload,
} from '../../../src/lib/sign';

// JeecgBoot's published default secret; it belongs here and nowhere in src (jeecg-contracts §5.3).
const SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

describe('computeSign reproduces the worked examples of jeecg-contracts §5.3', () => {
  it.each([
    {
      name: 'table dictionary code in the last path segment',
      url: '/sys/dict/getDictItems/sys_user,realname,id',
      params: {},
      canonical: '{"x-path-variable":"sys_user,realname,id"}',
      sign: '77C52056EF6109F4874CBD8532C8F530',
    },
    {
      name: 'path variable plus params, number turned into a string, _t ignored',
      url: '/sys/dict/loadDict/sys_user,realname,username',
      params: { keyword: 'adm', pageSize: 10, _t: 1763701200 },
      canonical: '{"keyword":"adm","pageSize":"10","x-path-variable":"sys_user,realname,username"}',
      sign: '11FBAA8B93EC2684DA669F9A18719285',
    },
    {
      name: 'no params and no comma segment',
      url: '/sys/user/list',
      params: {},
      canonical: '{}',
      sign: 'E19D6243CB1945AB4F7202A1B00F77D5',
    },
    {
      name: 'tree data params sorted by key',
      url: '/sys/dict/loadTreeData',
      params: {
        pid: '',
        tableName: 'sys_category',
        text: 'name',
        code: 'id',
        pidField: 'pid',
        hasChildField: 'has_child',
        condition: '',
        converIsLeafVal: 1,
      },
      canonical:
        '{"code":"id","condition":"","converIsLeafVal":"1","hasChildField":"has_child","pid":"","pidField":"pid","tableName":"sys_category","text":"name"}',
      sign: '133B47ABBF2753B5D75147E83B0B2E58',
    },
  ])('$name', ({ url, params, canonical, sign }) => {
    expect(canonicalJson(signaturePayload(url, params))).toBe(canonical);
    expect(computeSign(url, params, SECRET)).toBe(sign);
  });
});

describe('signaturePayload', () => {
  it('reads the query of the URL decoded and leaves out _t', () => {
    const url =
      'http://host/admin/sys/dict/loadDict/sys_user,realname,username?_t=1&keyword=%E7%AE%A1&pageSize=10';
    expect(canonicalJson(signaturePayload(url))).toBe(
      '{"keyword":"管","pageSize":"10","x-path-variable":"sys_user,realname,username"}',
    );
  });

  it('URL-decodes the path variable', () => {
    expect(signaturePayload('/sys/dict/loadDict/sys_user%2Crealname,id')).toEqual({
      'x-path-variable': 'sys_user,realname,id',
    });
  });

  it('lets body keys override query keys and keeps non-number values as they are', () => {
    expect(
      canonicalJson(signaturePayload('/x?a=1', { a: 2, flag: true, list: ['p'], none: null })),
    ).toBe('{"a":"2","flag":true,"list":["p"],"none":null}');
  });

  it('orders integer-like keys by code units, as the backend TreeMap does', () => {
    expect(canonicalJson({ b: 'x', '10': 'y', '9': 'z', A: 'w' })).toBe(
      '{"10":"y","9":"z","A":"w","b":"x"}',
    );
  });

  it('ignores a body that is not an object', () => {
    expect(computeSign('/sys/user/list', ['a'], SECRET)).toBe('E19D6243CB1945AB4F7202A1B00F77D5');
  });
});

describe('formatSignTimestamp', () => {
  it.each([
    [new Date(2026, 10, 21, 9, 5, 7), '20261121090507'],
    [new Date(2025, 0, 1, 0, 0, 0), '20250101000000'],
    [new Date(2024, 11, 31, 23, 59, 59), '20241231235959'],
  ])('%s → %s', (date, expected) => {
    expect(formatSignTimestamp(date)).toBe(expected);
    expect(formatSignTimestamp(date)).toMatch(/^\d{14}$/);
  });
});
