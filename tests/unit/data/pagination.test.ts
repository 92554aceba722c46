import type { Pagination } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { buildPagingParams } from '../../../providers/data/pagination';
import { DEFAULT_PAGE_SIZE } from '../../../src/lib/constants';

describe('buildPagingParams', () => {
  it.each<[string, Pagination | undefined, boolean, object]>([
    ['no pagination: first page of 10 (spec 9)', undefined, true, { pageNo: 1, pageSize: 10 }],
    [
      'server mode with page and size',
      { currentPage: 3, pageSize: 20, mode: 'server' },
      true,
      { pageNo: 3, pageSize: 20 },
    ],
    ['mode defaults to server', { currentPage: 2 }, true, { pageNo: 2, pageSize: 10 }],
    ['size without page', { pageSize: 50 }, true, { pageNo: 1, pageSize: 50 }],
    [
      'page 0 is not a page: back to 1',
      { currentPage: 0, pageSize: 20 },
      true,
      { pageNo: 1, pageSize: 20 },
    ],
    [
      'negative size falls back to 10',
      { currentPage: 2, pageSize: -1 },
      true,
      { pageNo: 2, pageSize: 10 },
    ],
    ['fractional page falls back to 1', { currentPage: 1.5 }, true, { pageNo: 1, pageSize: 10 }],
    ['mode off sends no paging', { currentPage: 3, pageSize: 20, mode: 'off' }, true, {}],
    ['mode client sends no paging', { currentPage: 3, pageSize: 20, mode: 'client' }, true, {}],
    [
      'tree endpoint never pages, even in server mode',
      { currentPage: 3, pageSize: 20, mode: 'server' },
      false,
      {},
    ],
    ['tree endpoint without pagination', undefined, false, {}],
  ])('%s', (_name, pagination, paged, expected) => {
    expect(buildPagingParams(pagination, paged)).toEqual(expected);
  });

  it('uses the spec 9 default page size', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
});
