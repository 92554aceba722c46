import { describe, expect, it } from 'vitest';
import type { ResourceEndpoint } from '../../../providers/data/endpoints';
import {
  buildFieldParam,
  buildListParams,
  type ListRequest,
} from '../../../providers/data/list-params';

const paged: ResourceEndpoint = { list: '/sys/user/list' };
const tree: ResourceEndpoint = { list: '/sys/permission/list', tree: true, defaultSort: null };
const sortOrder: ResourceEndpoint = {
  list: '/sys/dictItem/list',
  defaultSort: { field: 'sortOrder', order: 'asc' },
};

describe('buildListParams (spec 7.5)', () => {
  it.each<[string, ListRequest, ResourceEndpoint, object]>([
    [
      'nothing given: first page, 10 rows, createTime desc',
      {},
      paged,
      { column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 },
    ],
    [
      'pagination, sorter and filters',
      {
        pagination: { currentPage: 2, pageSize: 20 },
        sorters: [{ field: 'username', order: 'asc' }],
        filters: [
          { field: 'realname', operator: 'contains', value: '张' },
          { field: 'createTime', operator: 'between', value: ['2024-01-01', '2024-01-31'] },
        ],
      },
      paged,
      {
        realname: '*张*',
        createTime_begin: '2024-01-01',
        createTime_end: '2024-01-31',
        column: 'username',
        order: 'asc',
        pageNo: 2,
        pageSize: 20,
      },
    ],
    [
      'tree endpoint: no paging, no default sort',
      { pagination: { currentPage: 2, pageSize: 20 } },
      tree,
      {},
    ],
    [
      'tree endpoint still takes filters',
      { filters: [{ field: 'name', operator: 'eq', value: '系统管理' }] },
      tree,
      { name: '系统管理' },
    ],
    [
      'resource default sort',
      {},
      sortOrder,
      { column: 'sortOrder', order: 'asc', pageNo: 1, pageSize: 10 },
    ],
    [
      'mode off: sort but no paging',
      { pagination: { mode: 'off' } },
      paged,
      { column: 'createTime', order: 'desc' },
    ],
    [
      'advanced query',
      {
        meta: {
          superQuery: { params: [{ field: 'sex', rule: 'eq', val: '1' }], matchType: 'or' },
        },
      },
      paged,
      {
        superQueryParams: '%5B%7B%22field%22:%22sex%22,%22rule%22:%22eq%22,%22val%22:%221%22%7D%5D',
        superQueryMatchType: 'or',
        column: 'createTime',
        order: 'desc',
        pageNo: 1,
        pageSize: 10,
      },
    ],
    [
      'meta.fields → field',
      { meta: { fields: ['username', 'realname'] } },
      paged,
      { column: 'createTime', order: 'desc', field: 'username,realname', pageNo: 1, pageSize: 10 },
    ],
    [
      'meta.query passes extra parameters through',
      { meta: { query: { departId: 'd1', code: '' } } },
      paged,
      { column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10, departId: 'd1' },
    ],
    [
      'meta.query wins over computed values (explicit page size with mode off)',
      {
        pagination: { mode: 'off' },
        filters: [{ field: 'status', operator: 'eq', value: 1 }],
        meta: { query: { status: '2', pageSize: 1000 } },
      },
      paged,
      { status: '2', column: 'createTime', order: 'desc', pageSize: 1000 },
    ],
  ])('%s', (_name, request, endpoint, expected) => {
    expect(buildListParams(request, endpoint)).toEqual(expected);
  });
});

describe('buildFieldParam', () => {
  it.each<[string, unknown, object]>([
    ['absent', undefined, {}],
    ['empty', [], {}],
    ['names', ['id', 'username'], { field: 'id,username' }],
    ['empty names dropped', ['', 'username'], { field: 'username' }],
  ])('%s', (_name, fields, expected) => {
    expect(buildFieldParam(fields)).toEqual(expected);
  });

  it('refuses anything but a list of names', () => {
    expect(() => buildFieldParam('id,username')).toThrow('meta.fields 必须是字段名数组');
    expect(() => buildFieldParam([1, 2])).toThrow('meta.fields 必须是字段名数组');
  });
});
