import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
import { pageForComponent } from '../../../resources/registry';
import {
  LOG_PERMISSIONS,
  LOG_TYPES,
  OPERATE_TYPE_DICT,
  loginLogDeclaration,
  operateLogDeclaration,
} from '../../../resources/system/log/declaration';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// The 日志管理 declarations (登录日志, 操作日志) against the contract (openapi/sys.yaml, cap.yaml):
// the calls exist with their methods, the fields are SysLog fields or declared list parameters,
// the button codes are in the server's button list (spec 6, 7.4; jeecg-contracts §2.9, §3).

const sys = sysContract();
const contractOperations = operations(sys);
const logFields = new Set([
  ...schemaProperties(sys, 'SysLog'),
  ...schemaProperties(sys, 'SysLogRecord'),
]);
const listParameters = declaredQueryParameters(sys, '/sys/log/list');
const declarations = [loginLogDeclaration, operateLogDeclaration];

describe('日志管理 declarations', () => {
  it('use the log paths of the endpoint table and the statistics, each in the contract', () => {
    const paths = resourceEndpoints.log;
    const expected: [string, string][] = [
      [paths.list, 'get'],
      [paths.delete, 'delete'],
      [paths.deleteBatch, 'delete'],
      ['/sys/loginfo', 'get'],
      ['/sys/visitInfo', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(contractOperations.get(path), `${method.toUpperCase()} ${path}`).toContain(method);
    }
    for (const declaration of declarations) expect(declaration.resource).toBe('log');
  });

  it('show SysLog fields and search with parameters the log list declares', () => {
    for (const declaration of declarations) {
      const shown = [...declaration.columns, ...(declaration.show || [])];
      for (const column of shown) {
        expect(logFields).toContain(column.field);
        if (column.dictText) expect(logFields).toContain(`${column.field}_dictText`);
      }
      for (const field of declaration.search ?? []) {
        const sent =
          field.kind === 'dateRange'
            ? [`${field.field}_begin`, `${field.field}_end`]
            : [field.field];
        for (const name of sent) expect(listParameters, name).toContain(name);
      }
    }
  });

  it('always asks for its own log type: 1 登录日志, 2 操作日志', () => {
    expect(listParameters).toContain('logType');
    expect(loginLogDeclaration.permanentFilters).toEqual([
      { field: 'logType', operator: 'eq', value: LOG_TYPES.login },
    ]);
    expect(operateLogDeclaration.permanentFilters).toEqual([
      { field: 'logType', operator: 'eq', value: LOG_TYPES.operate },
    ]);
    expect(LOG_TYPES).toEqual({ login: '1', operate: '2' });
  });

  it('sends 搜索日志 as typed (the server makes the LIKE) and filters 操作日志 by operate_type', () => {
    for (const declaration of declarations) {
      expect(declaration.search?.[0]).toMatchObject({ field: 'keyWord', operator: 'eq' });
    }
    expect(sys).toMatch(new RegExp(`^ +${OPERATE_TYPE_DICT}:$`, 'm'));
    expect(operateLogDeclaration.search).toContainEqual(
      expect.objectContaining({ kind: 'dict', field: 'operateType', dictCode: OPERATE_TYPE_DICT }),
    );
    expect(loginLogDeclaration.search?.map((field) => field.field)).not.toContain('operateType');
    const operateDetails = (operateLogDeclaration.show || []).map((field) => field.field);
    expect(operateDetails).toEqual(expect.arrayContaining(['method', 'requestParam']));
  });

  it('is read-only but for delete and batch delete, guarded by codes the menu example grants', () => {
    const { auth, allAuth } = exampleButtonCodes(capContract());
    for (const declaration of declarations) {
      expect(declaration.form).toBeUndefined();
      expect(declaration.readOnly).toBeFalsy();
      expect(declaration.permissions).toEqual(LOG_PERMISSIONS);
    }
    for (const code of Object.values(LOG_PERMISSIONS)) {
      expect(auth, code).toContain(code);
      expect(allAuth, code).toContain(code);
    }
  });

  it('is the page of the server menu entry system/LogList', () => {
    expect(capContract()).toContain('component: system/LogList');
    expect(pageForComponent('system/LogList')).toBeDefined();
  });
});
