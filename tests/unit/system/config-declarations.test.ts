import { describe, expect, it } from 'vitest';
import type { ListDeclaration, ListRow } from '../../../resources/kit';
import { checkRuleDeclaration } from '../../../resources/system/check-rule/declaration';
import { dataLogDeclaration } from '../../../resources/system/data-log/declaration';
import { dataSourceDeclaration } from '../../../resources/system/data-source/declaration';
import { fillRuleDeclaration } from '../../../resources/system/fill-rule/declaration';
import {
  GATEWAY_ROUTE_PERMISSIONS,
  gatewayRouteDeclaration,
} from '../../../resources/system/gateway-route/declaration';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectDictionariesInContract,
  expectInContract,
  expectMenuPage,
  standardCalls,
  type Call,
  type ResourceKey,
} from '../kit/declarationChecks';
import gatewayRouteResource from '../../../resources/system/gateway-route';

// 编码校验规则, 填值规则, 多数据源管理, 网关路由 and 数据日志 against the contract (openapi/sys.yaml,
// cap.yaml; spec 2.7, 6): every call exists with its method, every field shown, searched or sent
// belongs to the entity, every button code is one the menu example grants and lists.

interface Case {
  name: string;
  resource: ResourceKey;
  declaration: ListDeclaration<ListRow>;
  component: string;
  /** Row schemas (the entity and its page record). */
  rowSchemas: string[];
  /** Body schema of add/edit, when the kit's form saves. */
  formSchema?: string;
  /** The calls beyond the endpoint entry, with their methods. */
  calls: Call[];
  codes: string[];
}

const asRows = <T extends ListRow>(declaration: ListDeclaration<T>) =>
  declaration as unknown as ListDeclaration<ListRow>;

const cases: Case[] = [
  {
    name: '编码校验规则',
    resource: 'checkRule',
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
    resource: 'fillRule',
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
    resource: 'dataSource',
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
    resource: 'gatewayRoute',
    declaration: asRows(gatewayRouteDeclaration),
    component: 'system/SysGatewayRouteList',
    rowSchemas: ['SysGatewayRoute'],
    calls: [['/sys/gatewayRoute/updateAll', 'post']],
    codes: ['gateway:add', 'gateway:edit', 'gateway:delete'],
  },
  {
    name: '数据日志',
    resource: 'dataLog',
    declaration: asRows(dataLogDeclaration),
    component: 'system/DataLogList',
    rowSchemas: ['SysDataLog'],
    calls: [],
    codes: [],
  },
];

describe.each(cases)('$name declaration', (item) => {
  const { declaration } = item;

  it('calls only operations of the contract, each with its method', () => {
    expectInContract([...standardCalls(item.resource, declaration), ...item.calls]);
  });

  it('shows, searches and sends only fields of its entity', () => {
    expectDeclaredFields(declaration, { row: item.rowSchemas, form: item.formSchema });
  });

  it('guards its buttons with codes the menu example grants and lists', () => {
    const declared = buttonCodes(declaration);
    expect(new Set(declared)).toEqual(new Set(item.codes));
    expectCodesGranted(declared);
  });

  it(`is the page of the server menu entry ${item.component}`, () => {
    expectMenuPage(item.component);
  });
});

describe('resource specifics', () => {
  it('网关路由 saves through updateAll: no kit form, no batch delete', () => {
    expect(gatewayRouteDeclaration.form).toBeUndefined();
    expect(gatewayRouteResource.endpoints).not.toHaveProperty('deleteBatch');
    expect(gatewayRouteDeclaration.permissions).toEqual({
      delete: GATEWAY_ROUTE_PERMISSIONS.delete,
    });
  });

  it('数据日志 is read-only', () => {
    expect(dataLogDeclaration.resource.endpoints).not.toHaveProperty('delete');
    expect(dataLogDeclaration.resource.endpoints).not.toHaveProperty('deleteBatch');
    expect(dataLogDeclaration.form).toBeUndefined();
  });

  it('多数据源管理 never lists the password, and reads the dictionary the sign-in sends', () => {
    expect(dataSourceDeclaration.columns.map((column) => column.field)).not.toContain('dbPassword');
    expectDictionariesInContract('database_type');
  });
});
