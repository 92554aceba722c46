import type { CrudSort } from '@refinedev/core';
import { configurationError } from './errors';

/**
 * The paths of one resource, named as the Vue2 list mixin names them (`url.list`, `url.delete`…),
 * so the spec 8.2 configuration messages read the same. Paths are below the API base. The table
 * is given by the resource modules (`resources/registry.ts`), typed there against the contract.
 */
export interface ResourceEndpoint {
  /** GET; paged `IPage` reply, or the whole tree/array when `tree` is set. */
  list?: string;
  /** The list answers every row at once (a tree or a plain array): never send paging. */
  tree?: boolean;
  /**
   * Sort sent when the caller gives none. Absent: createTime descending (spec 7.5).
   * `null`: no sort parameters (endpoints that do not sort, or entities without createTime).
   */
  defaultSort?: CrudSort | null;
  /** GET `?id=`. */
  queryById?: string;
  /** POST, JSON body. */
  add?: string;
  /** PUT, JSON body with `id`. */
  edit?: string;
  /** DELETE `?id=`. */
  delete?: string;
  /** DELETE `?ids=a,b`. */
  deleteBatch?: string;
}

export type EndpointTable = Readonly<Record<string, ResourceEndpoint>>;

export type EndpointAction = Exclude<keyof ResourceEndpoint, 'tree' | 'defaultSort'>;

/** Spec 8.2: `请设置url.list属性!` and its siblings, one per missing path. */
export const missingEndpointMessage = (action: EndpointAction): string =>
  `请设置url.${action}属性!`;

/** The resource's endpoint entry; an unknown resource has no paths at all. */
export const endpointFor = (table: EndpointTable, resource: string): ResourceEndpoint =>
  Object.hasOwn(table, resource) ? (table[resource] ?? {}) : {};

/** The path for one action, or the spec 8.2 configuration error. */
export function requirePath(
  table: EndpointTable,
  resource: string,
  action: EndpointAction,
): string {
  const path = endpointFor(table, resource)[action];
  if (path === undefined || path === '') throw configurationError(missingEndpointMessage(action));
  return path;
}
