/**
 * The typed read of a /cap list (spec 3, 7.1): a service POST with the filters and
 * `page {pageSize, pageNum}`, answered with `body.listData` and `body.page.count`. Rows and filters
 * are typed from the contract's schema of the path, so a business list names its path and nothing
 * else; a path whose reply is not a list does not compile.
 */
import type { paths as CapPaths } from '../src/api/generated/cap';
import type { Http, ServicePage } from './http';
import { resultOf, type CapBodyOf } from './http/unwrap';

type PostOf<P extends keyof CapPaths> = CapPaths[P] extends { post: infer Operation }
  ? Operation
  : never;

type ReplyOf<P extends keyof CapPaths> =
  PostOf<P> extends {
    responses: { 200: { content: { 'application/json': infer Reply } } };
  }
    ? Reply
    : never;

type RequestOf<P extends keyof CapPaths> =
  PostOf<P> extends {
    requestBody: { content: { 'application/json': infer Request } };
  }
    ? Request
    : never;

type CapListBody<P extends keyof CapPaths> = CapBodyOf<ReplyOf<P>>;

/** A row of a /cap list path, from the contract. */
export type CapRowOf<P extends keyof CapPaths> =
  NonNullable<CapListBody<P>> extends { listData: readonly (infer Row)[] } ? Row : never;

/** The /cap paths answering a list. */
export type CapListPath = {
  [P in keyof CapPaths]: [CapRowOf<P>] extends [never] ? never : P;
}[keyof CapPaths];

/** The filters of a list path: its request without the service fields the HTTP layer adds. */
export type CapFiltersOf<P extends keyof CapPaths> = Omit<RequestOf<P>, 'page' | 'context'>;

export interface CapListPage<Row> {
  rows: Row[];
  total: number;
}

/** `Http.servicePost`: the service body is built (page and context) and the reply normalised. */
export type ServicePost = Http['servicePost'];

/** Filters without the empty ones: the server (and Prism) refuse `cusType: ''` for an enum. */
export function filledFilters(filters: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
}

/** The list body with the rows the contract gives the path (`page.count` is the total). */
type ListBodyOf<Row> = { listData: Row[]; page?: { count?: number } } | null | undefined;

/** One page of a /cap list; a `success: false` reply rejects with the server's text (spec 7.1). */
export async function readCapList<P extends CapListPath>(
  post: ServicePost,
  path: P,
  filters: CapFiltersOf<P>,
  page: ServicePage,
): Promise<CapListPage<CapRowOf<P>>> {
  const body = resultOf(await post<ListBodyOf<CapRowOf<P>>>(path, filledFilters(filters), page));
  return { rows: body?.listData ?? [], total: body?.page?.count ?? 0 };
}
