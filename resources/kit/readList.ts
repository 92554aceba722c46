/**
 * The kit's list read (spec 7.5): the module's list path with the JeecgBoot list parameters, rows
 * typed as the module's rows, which `defineResource` reads from the contract's schema of that path.
 */
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
