/** Paging of the lists built here without the generic list engine (jeecg-contracts §1.3). */
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 10_000;

function positive(raw: string | undefined, fallback: number, max: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

export interface Paging {
  size: number;
  current: number;
  offset: number;
}

export function pagingOf(query: { pageNo?: string; pageSize?: string }): Paging {
  const size = positive(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const current = positive(query.pageNo, 1, Number.MAX_SAFE_INTEGER);
  return { size, current, offset: (current - 1) * size };
}

/** MyBatis-Plus's IPage around the records of one page. */
export function pageOf<T>(records: T[], total: number, { size, current }: Paging) {
  return {
    records,
    total,
    size,
    current,
    orders: [] as never[],
    optimizeCountSql: true,
    searchCount: true,
    countId: null,
    maxLimit: null,
    pages: Math.ceil(total / size),
  };
}
