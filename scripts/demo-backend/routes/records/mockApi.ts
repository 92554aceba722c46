/**
 * The ant-design-pro demo lists (/mock/api/*): JeecgBoot serves them from fixed JSON, so they are
 * the contract's examples, completed to the totals the examples state and paged for real.
 */
import type { ContractRouter } from '../../http/router';
import { replyExample } from '../../seed/contractExamples';

type Row = Record<string, unknown>;
interface MockPage {
  data: Row[];
  totalCount: number;
}
interface MockReply<T> {
  result: T;
}

const exampleOf = <T>(operationId: string) =>
  replyExample<MockReply<T>>('sys', operationId, 'success').result;

/** The example's rows plus numbered copies of its last rows up to the stated total. */
function completed(page: MockPage, extra: (row: Row, n: number) => Row): Row[] {
  const rows = [...page.data];
  for (let n = rows.length + 1; n <= page.totalCount; n += 1) {
    rows.push(extra(page.data[(n - 1) % page.data.length]!, n));
  }
  return rows;
}

function paged(rows: Row[], query: { pageNo?: string; pageSize?: string }) {
  const pageSize = Math.max(1, Number(query.pageSize) || 10);
  const pageNo = Math.max(1, Number(query.pageNo) || 1);
  return {
    message: '',
    timestamp: Date.now(),
    code: 0,
    result: {
      data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageSize,
      pageNo,
      totalPage: Math.ceil(rows.length / pageSize),
      totalCount: rows.length,
    },
  };
}

export function mockApiRoutes(router: ContractRouter): void {
  let datasets: Record<'user' | 'role' | 'service' | 'permission', Row[]> | undefined;
  // Read on first use: the contract's YAML is large and most sessions never open these lists.
  const data = () =>
    (datasets ??= {
      user: completed(exampleOf<MockPage>('mockApiUser'), (row, n) => ({
        ...row,
        id: `mock-user-${n}`,
        username: `${String(row.username)}${n}`,
        name: `${String(row.name)}${n}`,
      })),
      role: completed(exampleOf<MockPage>('mockApiRole'), (row, n) => ({
        ...row,
        id: `${String(row.id)}_${n}`,
      })),
      service: completed(exampleOf<MockPage>('mockApiService'), (row, n) => ({
        ...row,
        key: n,
        id: n,
        no: `NO-2026${String(n).padStart(4, '0')}`,
      })),
      permission: exampleOf<Row[]>('mockApiPermissionNoPager'),
    });

  router.on('get', '/mock/api/user', ({ query }) => paged(data().user, query));
  router.on('get', '/mock/api/role', ({ query }) => paged(data().role, query));
  router.on('get', '/mock/api/service', ({ query }) => paged(data().service, query));
  router.on('get', '/mock/api/permission', ({ query }) => paged(data().permission, query));
  router.on('get', '/mock/api/permission/no-pager', () => ({
    message: '',
    timestamp: Date.now(),
    code: 0,
    result: data().permission,
  }));
}
