import type { TablePaginationConfig } from 'antd';
import { FIRST_PAGE } from '../../lib/constants';
import { listTotal } from '../../lib/messages';

/** The page a server-paged table asks for; pages are numbered from 1 (spec 9). */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/**
 * antd pagination of a table paged by the server, as JeecgBoot pages it (spec 9): the total label
 * 共 N 条, a quick jumper and a size changer over `pageSizes`. A new page size starts again at the
 * first page, so the table never asks for a page past the end.
 */
export function serverPagination(
  page: PageRequest,
  total: number,
  pageSizes: readonly number[],
  onChange: (next: PageRequest) => void,
): TablePaginationConfig {
  return {
    current: page.pageNo,
    pageSize: page.pageSize,
    total,
    pageSizeOptions: pageSizes.map(String),
    showQuickJumper: true,
    showSizeChanger: true,
    showTotal: listTotal,
    onChange: (pageNo, pageSize) =>
      onChange({ pageNo: pageSize === page.pageSize ? pageNo : FIRST_PAGE, pageSize }),
  };
}
