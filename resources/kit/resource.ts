/**
 * A resource module (issue 15 item 1): everything the console knows about one resource, in one
 * typed object exported by `resources/<area>/<name>/index.ts`. The page registry and the data
 * provider's endpoint table are derived from these objects (`resources/registry.ts`); nothing else
 * names a resource's paths or its menu component.
 */
import type { CrudSort } from '@refinedev/core';
import type { ComponentType } from 'react';
import type { ResourceEndpoint } from '../../providers/data/endpoints';
import type { ExportXlsPath } from '../../providers/export-api';
import type { ImportExcelPath } from '../../providers/upload-api';
import type { paths as SysPaths } from '../../src/api/generated/sys';
import { lazyWithRetry } from '../../src/components/ErrorBoundary';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The contract's paths that answer `method`: a path or method the contract lacks does not compile. */
export type ContractPath<M extends Method> = {
  [P in keyof SysPaths]: undefined extends SysPaths[P][M] ? never : P;
}[keyof SysPaths];

type JsonReply<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type ListResult<P extends ContractPath<'get'>> = NonNullable<
  JsonReply<SysPaths[P]['get']> extends { result?: infer Result } ? Result : never
>;

/** A row of a list path, from the contract's schema: a page's `records`, or a bare array's items. */
export type RowOf<P extends ContractPath<'get'>> =
  ListResult<P> extends { records?: readonly (infer Row)[] | null }
    ? Row
    : ListResult<P> extends readonly (infer Row)[]
      ? Row
      : never;

/**
 * The paths of one resource below the API base, as the Vue2 list mixin names them (`url.list`,
 * `url.delete`…; the data provider uses each with the method typed here).
 */
export interface ResourceEndpoints<List extends ContractPath<'get'> = ContractPath<'get'>> {
  /** GET; a paged `IPage` reply, or the whole tree/array when `tree` is set. */
  list?: List;
  /** The list answers every row at once (a tree or a plain array): no paging is sent. */
  tree?: boolean;
  /** Sort sent when the list has none: createTime descending when absent, none when `null`. */
  defaultSort?: CrudSort | null;
  queryById?: ContractPath<'get'>;
  add?: ContractPath<'post'>;
  edit?: ContractPath<'put'>;
  delete?: ContractPath<'delete'>;
  deleteBatch?: ContractPath<'delete'>;
  /** 导出 (blob GET with the list's conditions). */
  exportXls?: ExportXlsPath;
  /** 导入 (multipart POST). */
  importExcel?: ImportExcelPath;
}

/** A lazily loaded page: the JeecgBoot component path the server menu names → the page. */
export type ResourcePages = Readonly<Record<string, ComponentType>>;

export interface ResourceModule<Row = unknown> {
  /** The data provider's name for the resource (Refine `resource`); unique across modules. */
  name: string;
  endpoints: ResourceEndpoint & ResourceEndpoints;
  /** The pages the server menu may name, by component path (`system/SysPositionList`). */
  pages: ResourcePages;
  /** Resources of the same folder without a menu entry (a department's roles and users). */
  parts?: readonly ResourceModule[];
  /**
   * Its pages use no Refine hook: they draw without Refine's providers and do not wait for its
   * code (首页, issue 20). Every other page is drawn inside Refine.
   */
  withoutRefine?: true;
  /** Compile-time only: the list row, from the contract's schema of the list path. */
  readonly row?: Row;
}

/** The list row of a module's endpoints, from the contract's schema of its list path. */
export type RowOfEndpoints<E extends ResourceEndpoints> =
  E['list'] extends ContractPath<'get'> ? RowOf<E['list']> : never;

/**
 * A resource module whose list rows are typed from its list path in the contract. Its endpoints
 * keep their literal type, so a page reads a path the module declares without checking for it.
 */
export function defineResource<const E extends ResourceEndpoints>(
  module: Omit<ResourceModule<RowOfEndpoints<E>>, 'endpoints' | 'row' | 'pages'> & {
    endpoints: E;
    pages?: ResourcePages;
  },
): ResourceModule<RowOfEndpoints<E>> & { endpoints: E } {
  return { pages: {}, ...module };
}

/**
 * The module `index.ts` exports: its data part (`resource.ts`: name, endpoints, parts), which its
 * declarations and pages import, joined to its lazy pages. Pages never import the file that loads
 * them, so a folder's imports run one way.
 */
export function withPages<M extends ResourceModule>(module: M, pages: ResourcePages): M {
  return { ...module, pages };
}

/** A module without a list of its own (monitoring pages, 我的部门): pages only. */
export function definePages(
  name: string,
  pages: ResourcePages,
  options: Pick<ResourceModule, 'withoutRefine'> = {},
): ResourceModule<never> {
  return { name, endpoints: {}, pages, ...options };
}

/** A page chunk loaded on first show, retried once when a deployment replaced it. */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ComponentType {
  return lazyWithRetry(load, 'page', pick);
}
