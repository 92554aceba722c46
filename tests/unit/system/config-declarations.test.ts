import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
import type { ListDeclaration, ListRow } from '../../../resources/kit';
import { pageForComponent } from '../../../resources/registry';
import { checkRuleDeclaration } from '../../../resources/system/check-rule/declaration';
import { dataLogDeclaration } from '../../../resources/system/data-log/declaration';
import { dataSourceDeclaration } from '../../../resources/system/data-source/declaration';
import { fillRuleDeclaration } from '../../../resources/system/fill-rule/declaration';
import {
  GATEWAY_ROUTE_PERMISSIONS,
  gatewayRouteDeclaration,
} from '../../../resources/system/gateway-route/declaration';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// 编码校验规则, 填值规则, 多数据源管理, 网关路由 and 数据日志 against the contract (openapi/sys.yaml,
// cap.yaml; spec 2.7, 6): every call exists with its method, every field shown, searched or sent
// belongs to the entity, every button code is one the menu example grants and lists.

const sys = sysContract();
const contractOperations = operations(sys);
const { auth, allAuth } = exampleButtonCodes(capContract());

interface Case {
  name: string;
  declaration: ListDeclaration<ListRow>;
  component: string;
  /** Row schemas (the entity and its page record). */
  rowSchemas: string[];
  /** Body schema of add/edit, when the kit's form saves. */
  formSchema?: string;
  /** The calls beyond the endpoint entry, with their methods. */
  calls: [string, string][];
  codes: string[];
}

const asRows = <T extends ListRow>(declaration: ListDeclaration<T>) =>
  declaration as unknown as ListDeclaration<ListRow>;

const cases: Case[] = [
  {
    name: '编码校验规则',
    declaration: asRows(checkRuleDeclaration),
    component: 'system/SysCheckRuleList',
    rowSchemas: ['SysCheckRule'],
    formSchema: 'SysCheckRuleForm',
    calls: [
      ['/sys/checkRule/checkByCode', 'get'],
      ['/sys/duplicate/check', 'get'],
    ],
    codes: ['checkrule:add', 'checkrule:edit', 'checkrule:delete', 'checkrule:batch_delete'],
  },
  {
    name: '填值规则',
    declaration: asRows(fillRuleDeclaration),
    component: 'system/SysFillRuleList',
    rowSchemas: ['SysFillRule'],
    formSchema: 'SysFillRuleForm',
    calls: [
      ['/sys/fillRule/testFillRule', 'get'],
      ['/sys/duplicate/check', 'get'],
    ],
    codes: ['fillrule:add', 'fillrule:edit', 'fillrule:delete', 'fillrule:batch_delete'],
  },
  {
    name: '多数据源管理',
    declaration: asRows(dataSourceDeclaration),
    component: 'system/SysDataSourceList',
    rowSchemas: ['SysDataSource', 'SysDataSourceRecord'],
    formSchema: 'SysDataSourceForm',
    calls: [
      ['/online/cgreport/api/testConnection', 'post'],
      ['/sys/duplicate/check', 'get'],
    ],
    codes: ['datasource:add', 'datasource:edit', 'datasource:delete', 'datasource:batch_delete'],
  },
  {
    name: '网关路由',
    declaration: asRows(gatewayRouteDeclaration),
    component: 'system/SysGatewayRouteList',
    rowSchemas: ['SysGatewayRoute'],
    calls: [['/sys/gatewayRoute/updateAll', 'post']],
    codes: ['gateway:add', 'gateway:edit', 'gateway:delete'],
  },
  {
    name: '数据日志',
    declaration: asRows(dataLogDeclaration),
    component: 'system/DataLogList',
    rowSchemas: ['SysDataLog'],
    calls: [],
    codes: [],
  },
];

const METHODS = {
  list: 'get',
  queryById: 'get',
  add: 'post',
  edit: 'put',
  delete: 'delete',
  deleteBatch: 'delete',
} as const;

describe.each(cases)('$name declaration', (item) => {
  const { declaration } = item;
  const paths: Record<string, unknown> =
    resourceEndpoints[declaration.resource as keyof typeof resourceEndpoints];

  it('calls only operations of the contract, each with its method', () => {
    expect(paths, declaration.resource).toBeDefined();
    const expected: [string, string][] = [...item.calls];
    for (const [action, method] of Object.entries(METHODS)) {
      const path = paths[action];
      if (typeof path === 'string') expected.push([path, method]);
    }
    for (const [path, method] of expected) {
      expect(contractOperations.get(path), `${method.toUpperCase()} ${path}`).toContain(method);
    }
  });

  it('shows, searches and sends only fields of its entity', () => {
    const fields = new Set(item.rowSchemas.flatMap((schema) => [...schemaProperties(sys, schema)]));
    for (const column of [...declaration.columns, ...(declaration.show || [])]) {
      expect(fields).toContain(column.field);
      if (column.dictText) expect(fields).toContain(`${column.field}_dictText`);
    }
    const listPath = paths.list as string;
    const listParameters = declaredQueryParameters(sys, listPath);
    for (const field of declaration.search ?? []) expect(listParameters).toContain(field.field);
    if (item.formSchema) {
      const formFields = schemaProperties(sys, item.formSchema);
      for (const field of declaration.form?.fields ?? []) expect(formFields).toContain(field.field);
    }
  });

  it('guards its buttons with codes the menu example grants and lists', () => {
    const declared = [
      ...Object.values(declaration.permissions ?? {}),
      ...(declaration.rowActions ?? []).flatMap((action) => (action.code ? [action.code] : [])),
      ...(declaration.toolbarActions ?? []).flatMap((action) => (action.code ? [action.code] : [])),
    ];
    expect(new Set(declared)).toEqual(new Set(item.codes));
    for (const code of declared) {
      expect(auth, code).toContain(code);
      expect(allAuth, code).toContain(code);
    }
  });

  it(`is the page of the server menu entry ${item.component}`, () => {
    expect(capContract()).toContain(`component: ${item.component}`);
    expect(pageForComponent(item.component)).toBeDefined();
  });
});

describe('resource specifics', () => {
  it('网关路由 saves through updateAll: no kit form, no batch delete', () => {
    expect(gatewayRouteDeclaration.form).toBeUndefined();
    expect(gatewayRouteDeclaration.noBatchDelete).toBe(true);
    expect(resourceEndpoints.gatewayRoute).not.toHaveProperty('deleteBatch');
    expect(gatewayRouteDeclaration.permissions).toEqual({
      delete: GATEWAY_ROUTE_PERMISSIONS.delete,
    });
  });

  it('数据日志 is read-only', () => {
    expect(dataLogDeclaration.readOnly).toBe(true);
    expect(dataLogDeclaration.form).toBeUndefined();
  });

  it('多数据源管理 never lists the password, and reads the dictionary the sign-in sends', () => {
    expect(dataSourceDeclaration.columns.map((column) => column.field)).not.toContain('dbPassword');
    expect(sys).toMatch(/^ +database_type:$/m);
  });
});
