import { describe, expect, it } from 'vitest';
import {
  LOG_PERMISSIONS,
  LOG_TYPES,
  OPERATE_TYPE_DICT,
  loginLogDeclaration,
  operateLogDeclaration,
} from '../../../resources/system/log/declaration';
import { declaredQueryParameters, sysContract } from '../kit/contract';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectDictionariesInContract,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';
import logResource from '../../../resources/system/log';

// The 日志管理 declarations (登录日志, 操作日志) against the contract (openapi/sys.yaml, cap.yaml):
// the calls exist with their methods, the fields are SysLog fields or declared list parameters,
// the button codes are in the server's button list (spec 6, 7.4; jeecg-contracts §2.9, §3).
const declarations = [loginLogDeclaration, operateLogDeclaration];

describe('日志管理 declarations', () => {
  it('use the log paths of the endpoint table and the statistics, each in the contract', () => {
    for (const declaration of declarations) {
      expectInContract([
        ...standardCalls('log', declaration),
        ['/sys/loginfo', 'get'],
        ['/sys/visitInfo', 'get'],
      ]);
    }
  });

  it('show SysLog fields and search with parameters the log list declares', () => {
    for (const declaration of declarations) {
      expectDeclaredFields(declaration, { row: ['SysLog', 'SysLogRecord'] });
    }
  });

  it('always asks for its own log type: 1 登录日志, 2 操作日志', () => {
    expect(declaredQueryParameters(sysContract(), logResource.endpoints.list)).toContain('logType');
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
    expectDictionariesInContract(OPERATE_TYPE_DICT);
    expect(operateLogDeclaration.search).toContainEqual(
      expect.objectContaining({ kind: 'dict', field: 'operateType', dictCode: OPERATE_TYPE_DICT }),
    );
    expect(loginLogDeclaration.search?.map((field) => field.field)).not.toContain('operateType');
    const operateDetails = (operateLogDeclaration.show || []).map((field) => field.field);
    expect(operateDetails).toEqual(expect.arrayContaining(['method', 'requestParam']));
  });

  it('is read-only but for delete and batch delete, guarded by codes the menu example grants', () => {
    for (const declaration of declarations) {
      expect(declaration.form).toBeUndefined();
      expect(declaration.resource.endpoints.delete).toBeDefined();
      expect(declaration.resource.endpoints.deleteBatch).toBeDefined();
      expect(declaration.permissions).toEqual(LOG_PERMISSIONS);
      expectCodesGranted(buttonCodes(declaration));
    }
  });

  it('is the page of the server menu entry system/LogList', () => {
    expectMenuPage('system/LogList');
  });
});
