import type { CrudSort } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { buildSortParams, DEFAULT_SORT } from '../../../providers/data/sorters';
import { ApiError } from '../../../providers/http/httpError';

describe('buildSortParams', () => {
  it.each<[string, CrudSort[] | undefined, CrudSort | null | undefined, object]>([
    [
      'no sorter: createTime desc (spec 7.5)',
      undefined,
      undefined,
      { column: 'createTime', order: 'desc' },
    ],
    ['empty sorters: createTime desc', [], undefined, { column: 'createTime', order: 'desc' }],
    [
      'one ascending sorter',
      [{ field: 'username', order: 'asc' }],
      undefined,
      { column: 'username', order: 'asc' },
    ],
    [
      'one descending sorter',
      [{ field: 'realname', order: 'desc' }],
      undefined,
      { column: 'realname', order: 'desc' },
    ],
    [
      'several sorters with one direction are comma-joined',
      [
        { field: 'status', order: 'asc' },
        { field: 'username', order: 'asc' },
      ],
      undefined,
      { column: 'status,username', order: 'asc' },
    ],
    [
      'resource default overrides createTime',
      undefined,
      { field: 'sortOrder', order: 'asc' },
      { column: 'sortOrder', order: 'asc' },
    ],
    ['null default sends no sort', undefined, null, {}],
    [
      'explicit sorter wins over a null default',
      [{ field: 'name', order: 'desc' }],
      null,
      { column: 'name', order: 'desc' },
    ],
  ])('%s', (_name, sorters, defaultSort, expected) => {
    expect(buildSortParams(sorters, defaultSort)).toEqual(expected);
  });

  it('defaults to createTime descending', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'createTime', order: 'desc' });
  });

  it('refuses mixed directions, which JeecgBoot cannot express', () => {
    const mixed: CrudSort[] = [
      { field: 'status', order: 'asc' },
      { field: 'createTime', order: 'desc' },
    ];
    expect(() => buildSortParams(mixed)).toThrow(ApiError);
    expect(() => buildSortParams(mixed)).toThrow('JeecgBoot 列表只支持同一排序方向的多列排序');
  });
});
