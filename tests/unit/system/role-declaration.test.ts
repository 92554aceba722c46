import { describe, expect, it } from 'vitest';
import {
  ROLE_AUTHORIZE_CODE,
  ROLE_DATARULE_CODE,
  ROLE_PERMISSIONS,
  roleDeclaration,
} from '../../../resources/system/role/declaration';
import { capContract, exampleButtonCodes } from '../kit/contract';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';

// The 角色管理 declaration against the contract (openapi/sys.yaml, cap.yaml): every call it and
// its 授权 drawer make exists with its method, every field is a SysRole field, every button code
// is one the server's button list knows (spec 3, 6, 7.4; jeecg-contracts §2.3, §2.4).

describe('角色管理 declaration', () => {
  it('uses the role paths and the authorisation calls, each in the contract with its method', () => {
    expectInContract([
      ...standardCalls('role', roleDeclaration, { excel: ['exportXls', 'importExcel'] }),
      ['/sys/role/checkRoleCode', 'get'],
      ['/sys/role/queryTreeList', 'get'],
      ['/sys/permission/queryRolePermission', 'get'],
      ['/sys/permission/saveRolePermission', 'post'],
      ['/sys/role/datarule/{permissionId}/{roleId}', 'get'],
      ['/sys/role/datarule', 'post'],
    ]);
  });

  it('shows, searches, queries and sends only SysRole fields', () => {
    expectDeclaredFields(roleDeclaration, { row: ['SysRole'], form: 'SysRoleForm' });
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
    expect(roleDeclaration.permissions).toEqual(ROLE_PERMISSIONS);
    expect(roleDeclaration.rowActions?.map((action) => action.code)).toEqual([ROLE_AUTHORIZE_CODE]);
    // allAuth lists role:export with status '0' (spec 6: the button is removed for everyone),
    // though the example user is granted it.
    expectCodesGranted([...buttonCodes(roleDeclaration), ROLE_DATARULE_CODE], {
      disabled: [ROLE_PERMISSIONS.export],
    });
    expect(exampleButtonCodes(capContract()).auth).toContain(ROLE_PERMISSIONS.export);
  });

  it('is the page of the server menu entry system/RoleList', () => {
    expectMenuPage('system/RoleList');
  });
});
