import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageForComponent } from '../../../resources/registry';
import {
  DEPART_PERMISSIONS,
  ORG_CATEGORY_DICT,
  departFormFields,
  newDepartValues,
  type DepartRecord,
} from '../../../resources/system/depart/declaration';
import { departRoleDeclaration } from '../../../resources/system/depart/roleDeclaration';
import { departUserDeclaration } from '../../../resources/system/depart/userDeclaration';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  schemaProperties,
  sysContract,
} from '../kit/contract';
import {
  buttonCodes,
  endpointCalls,
  expectCodesGranted,
  expectDeclaredFields,
  expectDictionariesInContract,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';

// 部门管理 against the contract (openapi/sys.yaml, cap.yaml): every call the page makes exists
// with its method, every field it shows or sends belongs to its entity, every button code is one
// the server's button list knows (spec 6, 7.4; jeecg-contracts §2.2, §2.4, §2.5, §3 SysDepart).

const sys = sysContract();
const FINANCE = { id: '1768000000105906277', key: '1768000000105906277', departName: '财务部' };
const finance = FINANCE as DepartRecord;
const roles = departRoleDeclaration(finance);
const users = departUserDeclaration(finance);

describe('部门管理 declarations', () => {
  it('calls only operations of the contract, each with its method', () => {
    expectInContract([
      // The tree is no list declaration: its entry's paths, all of which it uses.
      ...endpointCalls('depart', ['list', 'add', 'edit', 'delete', 'deleteBatch']),
      ['/sys/sysDepart/searchBy', 'get'],
      ['/sys/sysDepart/queryDepartTreeSync', 'get'],
      ['/sys/sysDepart/queryMyDeptTreeList', 'get'],
      ['/sys/sysDepart/exportXls', 'get'],
      ['/sys/sysDepart/importExcel', 'post'],
      ['/sys/role/queryTreeList', 'get'],
      ['/sys/permission/queryDepartPermission', 'get'],
      ['/sys/permission/saveDepartPermission', 'post'],
      ...standardCalls('departRole', roles),
      ['/sys/sysDepartPermission/queryTreeListForDeptRole', 'get'],
      ['/sys/sysDepartPermission/queryDeptRolePermission', 'get'],
      ['/sys/sysDepartPermission/saveDeptRolePermission', 'post'],
      ...standardCalls('departUser', users),
      ['/sys/user/editSysDepartWithUser', 'post'],
      ['/sys/user/deleteUserInDepart', 'delete'],
      ['/sys/user/deleteUserInDepartBatch', 'delete'],
      ['/sys/duplicate/check', 'get'],
    ]);
  });

  it('sends SysDepart form fields, a company at the top and a department below', () => {
    const formFields = schemaProperties(sys, 'SysDepartForm');
    const fields = departFormFields(() => createElement('span'));
    for (const field of fields) expect(formFields).toContain(field.field);
    expect(fields.find((field) => field.field === 'orgCategory')).toMatchObject({
      kind: 'dict',
      dictCode: ORG_CATEGORY_DICT,
      required: true,
    });
    expectDictionariesInContract(ORG_CATEGORY_DICT);
    expect(newDepartValues(undefined)).toEqual({ parentId: '', orgCategory: '1', departOrder: 0 });
    expect(newDepartValues(FINANCE.id)).toEqual({
      parentId: FINANCE.id,
      orgCategory: '2',
      departOrder: 0,
    });
  });

  it('lists, searches and sends the fields of department roles, filtered by deptId', () => {
    expectDeclaredFields(roles, { row: ['SysDepartRole'], form: 'SysDepartRoleForm' });
    expect(roles.permanentFilters).toEqual([
      { field: 'deptId', operator: 'eq', value: FINANCE.id },
    ]);
    expect(declaredQueryParameters(sys, '/sys/sysDepartRole/list')).toContain('deptId');
    expect(roles.form?.initialValues).toEqual({ departId: FINANCE.id });
  });

  it('lists the users linked to the department (depId), read-only', () => {
    expectDeclaredFields(users, { row: ['SysUser', 'SysUserRecord'] });
    expect(users.permanentFilters).toEqual([{ field: 'depId', operator: 'eq', value: FINANCE.id }]);
    expect(declaredQueryParameters(sys, '/sys/user/departUserList')).toContain('depId');
    expect(users.resource.endpoints).not.toHaveProperty('delete');
    expect(users.resource.endpoints).not.toHaveProperty('deleteBatch');
  });

  it('guards its buttons with depart: codes the system lists; the demo user lacks 删除', () => {
    const codes = Object.values(DEPART_PERMISSIONS);
    // spec 6: the example grants every depart: code but delete, which the system still lists.
    expectCodesGranted(codes.filter((code) => code !== DEPART_PERMISSIONS.delete));
    const { auth, allAuth } = exampleButtonCodes(capContract());
    expect(auth).not.toContain(DEPART_PERMISSIONS.delete);
    expect(allAuth).toContain(DEPART_PERMISSIONS.delete);
    for (const code of [...buttonCodes(roles), ...buttonCodes(users)]) {
      expect(codes).toContain(code);
    }
  });

  it('is the page of the server menu entry system/DepartList', () => {
    expectMenuPage('system/DepartList');
    // JeecgBoot's lazily read variant, for menus that name it.
    expect(pageForComponent('system/DepartListSync')).toBeDefined();
  });

  it('has 我的部门 in the server menu, searching only the departments headed', () => {
    expect(capContract()).toMatch(
      /path: \/isystem\/departUserList\n +name: isystem-departUserList\n +component: system\/DepartUserList\n +meta: \{ title: 我的部门,/,
    );
    expectMenuPage('system/DepartUserList');
    expect(declaredQueryParameters(sys, '/sys/sysDepart/searchBy')).toContain('myDeptSearch');
    expect(declaredQueryParameters(sys, '/sys/sysDepart/queryDepartTreeSync')).toContain('pid');
  });
});
