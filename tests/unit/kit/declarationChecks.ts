/**
 * The checks every list declaration test makes against the contract (issue 5 "Tests"; spec 6,
 * 7.4, 7.5): the calls exist with their methods, the fields shown, searched and sent belong to the
 * entity, the button codes are ones the menu example grants, the page answers its menu entry.
 * Resource-specific assertions stay in each test file.
 */
import { expect } from 'vitest';
import type { EndpointAction, EndpointTable } from '../../../providers/data/endpoints';
import type { ListDeclaration, ListRow, SearchFieldDecl } from '../../../resources/kit';
import { pageForComponent, resourceEndpoints } from '../../../resources/registry';
import { splitActions } from '../../../src/lib/permissions';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from './contract';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
/** One call a page makes: its path below the API base and its method. */
export type Call = readonly [path: string, method: HttpMethod];
/** A resource module's name (its key in the derived endpoint table). */
export type ResourceKey = string;
/** The Excel transfers a list offers (导出, 导入). */
export type ExcelTransfer = 'exportXls' | 'importExcel';

const sys = sysContract();
const cap = capContract();
const contractOperations = operations(sys);
const endpoints: EndpointTable = resourceEndpoints;

/** The method the data provider uses for each path of an endpoint entry. */
const ENDPOINT_METHODS: Readonly<Record<EndpointAction, HttpMethod>> = {
  list: 'get',
  queryById: 'get',
  add: 'post',
  edit: 'put',
  delete: 'delete',
  deleteBatch: 'delete',
};

/**
 * Every path of `resource`'s endpoint entry with the method the data provider uses; fails when the
 * entry lacks a `needed` path. Also for pages that use an entry without a list declaration
 * (部门管理's tree).
 */
export function endpointCalls(
  resource: ResourceKey,
  needed: readonly EndpointAction[] = [],
): Call[] {
  const entry = endpoints[resource] ?? {};
  for (const action of needed) expect(entry[action], `${resource}.${action}`).toBeDefined();
  return Object.entries(ENDPOINT_METHODS).flatMap(([action, method]): Call[] => {
    const path = entry[action as EndpointAction];
    return path ? [[path, method]] : [];
  });
}

/**
 * The calls the kit makes for a declaration: every path of its endpoint entry and its Excel
 * transfers. Fails when the declaration is not of `resource`, when the entry lacks a path the page
 * needs (the list; add and edit with a form; delete and batch delete when the module offers them), or when a
 * transfer named in `excel` is not declared.
 */
export function standardCalls<T extends ListRow>(
  resource: ResourceKey,
  declaration: ListDeclaration<T>,
  { excel = [] }: { excel?: readonly ExcelTransfer[] } = {},
): Call[] {
  expect(declaration.resource.name, 'the declaration’s resource').toBe(resource);
  const needed: EndpointAction[] = ['list'];
  if (declaration.form) needed.push('add', 'edit');
  const { exportXls, importExcel, delete: remove, deleteBatch } = declaration.resource.endpoints;
  if (remove) needed.push('delete');
  if (deleteBatch) needed.push('deleteBatch');
  for (const transfer of excel)
    expect(declaration.resource.endpoints[transfer], transfer).toBeDefined();

  const calls = endpointCalls(resource, needed);
  if (exportXls) calls.push([exportXls, 'get']);
  if (importExcel) calls.push([importExcel, 'post']);
  return calls;
}

/** Each call is an operation of the contract (openapi/sys.yaml) with its method. */
export function expectInContract(calls: readonly Call[]): void {
  for (const [path, method] of calls) {
    const methods = contractOperations.get(path) ?? new Set<string>();
    expect(methods, `${method.toUpperCase()} ${path}`).toContain(method);
  }
}

/** The entity schemas a declaration's fields are checked against. */
export interface EntitySchemas {
  /** Schemas of a list row (the entity and its page record). */
  row: readonly string[];
  /** Body schema of add/edit; required when the declaration has a form. */
  form?: string;
}

/** The query parameters a search field sends (a date range its `_begin`/`_end`, §1.4). */
const sentParameters = (field: SearchFieldDecl): string[] =>
  field.kind === 'dateRange' ? [`${field.field}_begin`, `${field.field}_end`] : [field.field];

/**
 * Every column and 详情 field is a row field (with its `_dictText` for dictionary columns), every
 * advanced-query field a row field, every search field a query parameter its list declares, and
 * every form field a property of the form schema.
 */
export function expectDeclaredFields<T extends ListRow>(
  declaration: ListDeclaration<T>,
  schemas: EntitySchemas,
): void {
  const rowFields = new Set(schemas.row.flatMap((schema) => [...schemaProperties(sys, schema)]));
  for (const column of [...declaration.columns, ...(declaration.show || [])]) {
    expect(rowFields, column.field).toContain(column.field);
    if (column.dictText) expect(rowFields).toContain(`${column.field}_dictText`);
  }
  for (const field of declaration.superQuery ?? []) expect(rowFields).toContain(field.value);

  const listPath = endpoints[declaration.resource.name]?.list;
  expect(listPath, `${declaration.resource.name}.list`).toBeDefined();
  const listParameters = declaredQueryParameters(sys, listPath ?? '');
  for (const name of (declaration.search ?? []).flatMap(sentParameters)) {
    expect(listParameters, name).toContain(name);
  }

  if (!declaration.form) return;
  expect(schemas.form, 'the form’s body schema').toBeDefined();
  const formFields = schemaProperties(sys, schemas.form ?? '');
  for (const field of declaration.form.fields)
    expect(formFields, field.field).toContain(field.field);
}

/** Each dictionary is one the contract's sign-in example sends. */
export function expectDictionariesInContract(...dictCodes: readonly string[]): void {
  for (const dictCode of dictCodes) expect(sys).toMatch(new RegExp(`^ +${dictCode}:$`, 'm'));
}

/** The codes guarding a declaration's buttons: standard, row, toolbar and 添加下级. */
export function buttonCodes<T extends ListRow>(declaration: ListDeclaration<T>): string[] {
  const codes = [
    ...Object.values(declaration.permissions ?? {}),
    ...(declaration.rowActions ?? []).map((action) => action.code),
    ...(declaration.toolbarActions ?? []).map((action) => action.code),
    declaration.tree?.addChild?.code,
  ];
  return codes.filter((code): code is string => code !== undefined);
}

/**
 * Each code is granted to the example user (an `auth` entry may list several, spec 3) and enabled
 * in `allAuth`; each `disabled` code is listed in `allAuth` with status '0' only (spec 6: the
 * button is removed for everyone).
 */
export function expectCodesGranted(
  codes: Iterable<string>,
  { disabled = [] }: { disabled?: readonly string[] } = {},
): void {
  const { auth, allAuth } = exampleButtonCodes(cap);
  const granted = new Set([...auth].flatMap(splitActions));
  for (const code of new Set(codes)) {
    if (disabled.includes(code)) continue;
    expect(granted, code).toContain(code);
    expect(allAuth, code).toContain(code);
  }
  for (const code of disabled) {
    expect(cap).toContain(`{ action: '${code}', status: '0'`);
    expect(allAuth, code).not.toContain(code);
  }
}

/** The server menu example has an entry for `component`, and the registry has its page. */
export function expectMenuPage(component: string): void {
  expect(cap).toContain(`component: ${component}`);
  expect(pageForComponent(component), component).toBeDefined();
}
