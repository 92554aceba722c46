import type {
  BaseKey,
  BaseRecord,
  CreateParams,
  CustomParams,
  DataProvider,
  DeleteManyParams,
  DeleteOneParams,
  GetOneParams,
  UpdateParams,
} from '@refinedev/core';
import type { HttpMethod, JsonRequester, Normalised } from './http/types';
import { resultOf } from './http/unwrap';
import { LIST_NOT_BY_MODULE } from '../src/lib/messages';
import { type EndpointTable, requirePath } from './data/endpoints';
import { configurationError, inputError } from './data/errors';
import { buildFilterParams } from './data/filters';
import { type QueryParams, readExtraQuery } from './data/query-values';
import { isRecord } from './data/reply';
import { buildSortParams } from './data/sorters';

/** Spec 8.2: batch delete with nothing selected. */
export const NOTHING_SELECTED_MESSAGE = '请选择一条记录！';

export type { EndpointTable, ResourceEndpoint } from './data/endpoints';
export type { SuperQuery, SuperQueryCondition } from '../src/lib/superQuery/model';

const REQUESTER_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'delete'];

/**
 * Refine data provider for JeecgBoot list conventions (spec 7.5, jeecg-contracts §1.4 and §2).
 *
 * Every call goes through `request`, the HTTP layer's middleware pipeline; paths come from
 * `endpoints` (resource name → paths, derived from the resource modules) and are below the API base. A reply with `success: false`
 * rejects with a refusal `ApiError` (a Refine `HttpError` carrying the server message); a missing
 * path rejects with the spec 8.2 configuration message. `apiUrl` is only what `getApiUrl()`
 * reports.
 *
 * It serves records and their changes; lists are not its business: the resource modules read
 * them, typed from the contract (`useListQuery`), and its `getList` refuses.
 */
export function createDataProvider(
  request: JsonRequester,
  endpoints: EndpointTable,
  apiUrl = '',
): DataProvider {
  const getRecord = async (resource: string, id: BaseKey): Promise<unknown> =>
    resultOf(
      await request('get', requirePath(endpoints, resource, 'queryById'), { query: { id } }),
    );

  return {
    getApiUrl: () => apiUrl,

    // Lists are read by the resource modules (`resources/kit/readList.ts`), their rows typed from
    // the contract; a generic Refine list would hand back rows of a type nobody checked.
    getList: () => Promise.reject(configurationError(LIST_NOT_BY_MODULE)),

    getOne: async <TData extends BaseRecord>({ resource, id }: GetOneParams) => ({
      data: (await getRecord(resource, id)) as TData,
    }),

    create: async <TData extends BaseRecord, TVariables>({
      resource,
      variables,
    }: CreateParams<TVariables>) => {
      const reply = await request('post', requirePath(endpoints, resource, 'add'), {
        body: variables,
      });
      const result = resultOf(reply);
      return {
        data: (isRecord(result) ? result : { ...variables }) as TData,
        ...serverMessage(reply),
      };
    },

    update: async <TData extends BaseRecord, TVariables>({
      resource,
      id,
      variables,
    }: UpdateParams<TVariables>) => {
      const body = { ...variables, id };
      const reply = await request('put', requirePath(endpoints, resource, 'edit'), { body });
      const result = resultOf(reply);
      return { data: (isRecord(result) ? result : body) as TData, ...serverMessage(reply) };
    },

    deleteOne: async <TData extends BaseRecord, TVariables>({
      resource,
      id,
    }: DeleteOneParams<TVariables>) => {
      const path = requirePath(endpoints, resource, 'delete');
      const reply = await request('delete', path, { query: { id } });
      resultOf(reply);
      return { data: { id } as TData, ...serverMessage(reply) };
    },

    deleteMany: async <TData extends BaseRecord, TVariables>({
      resource,
      ids,
    }: DeleteManyParams<TVariables>) => {
      const path = requirePath(endpoints, resource, 'deleteBatch');
      if (ids.length === 0) throw inputError(NOTHING_SELECTED_MESSAGE);
      const reply = await request('delete', path, { query: { ids: ids.join(',') } });
      resultOf(reply);
      return { data: ids.map((id) => ({ id }) as TData), ...serverMessage(reply) };
    },

    custom: async <TData extends BaseRecord>(params: CustomParams) => {
      const method = requesterMethod(params.method);
      const reply = await request(method, stripApiUrl(params.url, apiUrl), {
        query: customQuery(params),
        ...(params.payload === undefined ? {} : { body: params.payload }),
        ...(params.meta?.signed === true ? { signed: true } : {}),
      });
      return { data: resultOf(reply) as TData };
    },
  };
}

/**
 * The server's own success text ('添加成功！', '删除成功!'), carried beside `data` on mutation
 * responses so pages can show it as JeecgBoot pages do (read it with `mutationMessage`).
 */
function serverMessage(reply: Normalised<unknown>): { message?: string } {
  return reply.message.trim() === '' ? {} : { message: reply.message };
}

/** The server message a create, update or delete response carries, if any. */
export function mutationMessage(response: unknown): string | undefined {
  if (!isRecord(response) || typeof response.message !== 'string') return undefined;
  return response.message;
}

function requesterMethod(method: CustomParams['method']): HttpMethod {
  const supported = REQUESTER_METHODS.find((candidate) => candidate === method);
  if (!supported) throw configurationError(`不支持的请求方法 ${method.toUpperCase()}`);
  return supported;
}

/**
 * `custom` takes a path below the API base. `useCustom` callers often build `${apiUrl}/path`, so
 * that prefix is removed (the requester adds the base itself); other absolute URLs are refused.
 */
function stripApiUrl(url: string, apiUrl: string): string {
  if (apiUrl !== '' && (url === apiUrl || url.startsWith(`${apiUrl}/`))) {
    return url.slice(apiUrl.length) || '/';
  }
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) {
    throw configurationError(`custom 只接受 API 基址下的路径：${url}`);
  }
  return url;
}

/** `custom` sends filters and sorters with the list rules (no default sort), then `query`. */
function customQuery({ filters, sorters, query, headers }: CustomParams): QueryParams {
  if (headers && Object.keys(headers).length > 0) {
    throw configurationError('custom 不支持自定义请求头；请求头由 HTTP 层统一添加');
  }
  return {
    ...buildFilterParams(filters),
    ...buildSortParams(sorters, null),
    ...readExtraQuery(query),
  };
}
