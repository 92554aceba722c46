/**
 * The kit's list read (spec 7.5): the module's list path with the JeecgBoot list parameters, rows
 * typed as the module's rows, which `defineResource` reads from the contract's schema of that path.
 */
import { keys } from '@refinedev/core';
import { missingEndpointMessage } from '../../providers/data/endpoints';
import { configurationError } from '../../providers/data/errors';
import { buildListParams, type ListRequest } from '../../providers/data/list-params';
import { type ListPage, type ListResult, listPageOf } from '../../providers/data/reply';
import { resultOf } from '../../providers/http/unwrap';
import type { JsonRequester } from '../../providers/http/types';
import type { ResourceModule } from './resource';

export async function readList<Row>(
  request: JsonRequester,
  module: ResourceModule<Row>,
  list: ListRequest,
): Promise<ListPage<Row>> {
  const path = module.endpoints.list;
  if (path === undefined) throw configurationError(missingEndpointMessage('list'));
  const query = buildListParams(list, module.endpoints);
  // The reply is the contract's list result of `path`, whose rows the module's type names.
  return listPageOf(resultOf(await request<ListResult<Row>>('get', path, { query })));
}

/**
 * The data provider's query key of a resource's lists: the kit's saves and deletes (Refine
 * mutations of the same resource) invalidate it, so the list reads again after them.
 */
export const listQueryKey = (resource: string) =>
  keys().data('default').resource(resource).action('list').get();

/**
 * The query of one list read: keyed under the resource's lists (so saves and deletes read it
 * again), not retried (a failed list is shown once; a retry would show an HTTP failure again).
 */
export function listQuery<Row>(
  request: JsonRequester,
  module: ResourceModule<Row>,
  list: ListRequest,
) {
  return {
    queryKey: [...listQueryKey(module.name), list],
    queryFn: () => readList(request, module, list),
    retry: false,
  } as const;
}
