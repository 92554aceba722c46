import { FIRST_PAGE } from '../../src/lib/constants';

/**
 * 查询 with the conditions already shown, on the first page: the operator asks for fresh rows (a
 * transfer just booked, an audit just passed), yet the list's query key would not change and
 * nothing would be read. The list kits read again in that case (as the Vue2 console did).
 */
export function isRepeatedSearch(shown: unknown, next: unknown, page: number): boolean {
  return page === FIRST_PAGE && JSON.stringify(shown) === JSON.stringify(next);
}
