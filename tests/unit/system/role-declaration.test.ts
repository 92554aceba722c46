import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
import { pageForComponent } from '../../../resources/registry';
import {
  ROLE_AUTHORIZE_CODE,
  ROLE_DATARULE_CODE,
  ROLE_PERMISSIONS,
  roleDeclaration,
} from '../../../resources/system/role/declaration';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// The 角色管理 declaration against the contract (openapi/sys.yaml, cap.yaml): every call it and
// its 授权 drawer make exists with its method, every field is a SysRole field, every button code
// is one the server's button list knows (spec 3, 6, 7.4; jeecg-contracts §2.3, §2.4).

const sys = sysContract();
const contractOperations = operations(sys);
const roleFields = schemaProperties(sys, 'SysRole');

describe('角色管理 declaration', () => {
  it('uses the role paths and the authorisation calls, each in the contract with its method', () => {
    expect(roleDeclaration.resource).toBe('role');
    const paths = resourceEndpoints.role;
    const expected: [string, string][] = [
      [paths.list, 'get'],
      [paths.queryById, 'get'],
      [paths.add, 'post'],
      [paths.edit, 'put'],
      [paths.delete, 'delete'],
      [paths.deleteBatch, 'delete'],
      [roleDeclaration.exportXls?.path ?? '', 'get'],
      [roleDeclaration.importExcel?.path ?? '', 'post'],
      ['/sys/role/checkRoleCode', 'get'],
      ['/sys/role/queryTreeList', 'get'],
      ['/sys/permission/queryRolePermission', 'get'],
      ['/sys/permission/saveRolePermission', 'post'],
      ['/sys/role/datarule/{permissionId}/{roleId}', 'get'],
      ['/sys/role/datarule', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(contractOperations.get(path), `${method.toUpperCase()} ${path}`).toContain(method);
    }
  });

  it('shows, searches, queries and sends only SysRole fields', () => {
    for (const column of roleDeclaration.columns) expect(roleFields).toContain(column.field);
    const listParameters = declaredQueryParameters(sys, '/sys/role/list');
    for (const field of roleDeclaration.search ?? []) expect(listParameters).toContain(field.field);
    for (const field of roleDeclaration.superQuery ?? []) expect(roleFields).toContain(field.value);
    const formFields = schemaProperties(sys, 'SysRoleForm');
    for (const field of roleDeclaration.form?.fields ?? []) {
      expect(formFields).toContain(field.field);
    }
  });

  it('requires a name and a code, the code fixed once the role exists', () => {
    const fields = roleDeclaration.form?.fields ?? [];
    expect(fields.find((field) => field.field === 'roleName')).toMatchObject({ required: true });
    expect(fields.find((field) => field.field === 'roleCode')).toMatchObject({
      required: true,
      readOnlyOnEdit: true,
    });
  });

  it('guards every button with a code the menu example lists; 导出 is the disabled one', () => {
    const { auth, allAuth } = exampleButtonCodes(capContract());
    expect(roleDeclaration.permissions).toEqual(ROLE_PERMISSIONS);
    const codes = [...Object.values(ROLE_PERMISSIONS), ROLE_AUTHORIZE_CODE, ROLE_DATARULE_CODE];
    for (const code of codes) expect(auth, code).toContain(code);
    expect(roleDeclaration.rowActions?.map((action) => action.code)).toEqual([ROLE_AUTHORIZE_CODE]);
    // allAuth lists role:export with status '0' (spec 6: the button is removed for everyone).
    for (const code of codes.filter((code) => code !== ROLE_PERMISSIONS.export)) {
      expect(allAuth, code).toContain(code);
    }
    expect(allAuth).not.toContain(ROLE_PERMISSIONS.export);
    expect(capContract()).toContain(`{ action: '${ROLE_PERMISSIONS.export}', status: '0'`);
  });

  it('is the page of the server menu entry system/RoleList', () => {
    expect(capContract()).toContain('component: system/RoleList');
    expect(pageForComponent('system/RoleList')).toBeDefined();
  });
});
