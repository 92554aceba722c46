import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
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
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// 部门管理 against the contract (openapi/sys.yaml, cap.yaml): every call the page makes exists
// with its method, every field it shows or sends belongs to its entity, every button code is one
// the server's button list knows (spec 6, 7.4; jeecg-contracts §2.2, §2.4, §2.5, §3 SysDepart).

const sys = sysContract();
const contractOperations = operations(sys);
const FINANCE = { id: '1768000000105906277', key: '1768000000105906277', departName: '财务部' };
const finance = FINANCE as DepartRecord;
const roles = departRoleDeclaration(finance);
const users = departUserDeclaration(finance);

describe('部门管理 declarations', () => {
  it('calls only operations of the contract, each with its method', () => {
    const depart = resourceEndpoints.depart;
    const role = resourceEndpoints.departRole;
    const expected: [string, string][] = [
      [depart.list, 'get'],
      [depart.add, 'post'],
      [depart.edit, 'put'],
      [depart.delete, 'delete'],
      [depart.deleteBatch, 'delete'],
      ['/sys/sysDepart/searchBy', 'get'],
      ['/sys/sysDepart/queryDepartTreeSync', 'get'],
      ['/sys/sysDepart/queryMyDeptTreeList', 'get'],
      ['/sys/sysDepart/exportXls', 'get'],
      ['/sys/sysDepart/importExcel', 'post'],
      ['/sys/role/queryTreeList', 'get'],
      ['/sys/permission/queryDepartPermission', 'get'],
      ['/sys/permission/saveDepartPermission', 'post'],
      [role.list, 'get'],
      [role.add, 'post'],
      [role.edit, 'put'],
      [role.delete, 'delete'],
      [role.deleteBatch, 'delete'],
      ['/sys/sysDepartPermission/queryTreeListForDeptRole', 'get'],
      ['/sys/sysDepartPermission/queryDeptRolePermission', 'get'],
      ['/sys/sysDepartPermission/saveDeptRolePermission', 'post'],
      [resourceEndpoints.departUser.list, 'get'],
      ['/sys/user/editSysDepartWithUser', 'post'],
      ['/sys/user/deleteUserInDepart', 'delete'],
      ['/sys/user/deleteUserInDepartBatch', 'delete'],
      ['/sys/duplicate/check', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(contractOperations.get(path), `${method.toUpperCase()} ${path}`).toContain(method);
    }
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
    expect(sys).toMatch(new RegExp(`^ +${ORG_CATEGORY_DICT}:$`, 'm'));
    expect(newDepartValues(undefined)).toEqual({ parentId: '', orgCategory: '1', departOrder: 0 });
    expect(newDepartValues(FINANCE.id)).toEqual({
      parentId: FINANCE.id,
      orgCategory: '2',
      departOrder: 0,
    });
  });

  it('lists, searches and sends the fields of department roles, filtered by deptId', () => {
    const roleFields = schemaProperties(sys, 'SysDepartRole');
    for (const column of roles.columns) expect(roleFields).toContain(column.field);
    const listParameters = declaredQueryParameters(sys, '/sys/sysDepartRole/list');
    for (const field of roles.search ?? []) expect(listParameters).toContain(field.field);
    expect(roles.permanentFilters).toEqual([
      { field: 'deptId', operator: 'eq', value: FINANCE.id },
    ]);
    expect(listParameters).toContain('deptId');
    const formFields = schemaProperties(sys, 'SysDepartRoleForm');
    for (const field of roles.form?.fields ?? []) expect(formFields).toContain(field.field);
    expect(roles.form?.initialValues).toEqual({ departId: FINANCE.id });
  });

  it('lists the users linked to the department (depId), read-only', () => {
    const userFields = new Set([
      ...schemaProperties(sys, 'SysUser'),
      ...schemaProperties(sys, 'SysUserRecord'),
    ]);
    for (const column of users.columns) {
      expect(userFields).toContain(column.field);
      if (column.dictText) expect(userFields).toContain(`${column.field}_dictText`);
    }
    const listParameters = declaredQueryParameters(sys, '/sys/user/departUserList');
    for (const field of users.search ?? []) expect(listParameters).toContain(field.field);
    expect(users.permanentFilters).toEqual([{ field: 'depId', operator: 'eq', value: FINANCE.id }]);
    expect(listParameters).toContain('depId');
    expect(users.readOnly).toBe(true);
  });

  it('guards its buttons with depart: codes the system lists; the demo user lacks 删除', () => {
    const { auth, allAuth } = exampleButtonCodes(capContract());
    const codes = Object.values(DEPART_PERMISSIONS);
    for (const code of codes) expect(allAuth, code).toContain(code);
    // spec 6: the example grants every depart: code but delete, which the system still lists.
    expect(codes.filter((code) => !auth.has(code))).toEqual([DEPART_PERMISSIONS.delete]);
    const declared = [
      ...Object.values(roles.permissions ?? {}),
      ...(roles.rowActions ?? []).map((action) => action.code),
      ...(users.rowActions ?? []).map((action) => action.code),
      ...(users.toolbarActions ?? []).map((action) => action.code),
    ];
    for (const code of declared) expect(codes).toContain(code);
  });

  it('is the page of the server menu entry system/DepartList', () => {
    expect(capContract()).toContain('component: system/DepartList');
    expect(pageForComponent('system/DepartList')).toBeDefined();
    // JeecgBoot's lazily read variant, for menus that name it.
    expect(pageForComponent('system/DepartListSync')).toBeDefined();
  });

  it('has 我的部门 in the server menu, searching only the departments headed', () => {
    expect(capContract()).toMatch(
      /path: \/isystem\/departUserList\n +name: isystem-departUserList\n +component: system\/DepartUserList\n +meta: \{ title: 我的部门,/,
    );
    expect(pageForComponent('system/DepartUserList')).toBeDefined();
    expect(declaredQueryParameters(sys, '/sys/sysDepart/searchBy')).toContain('myDeptSearch');
    expect(declaredQueryParameters(sys, '/sys/sysDepart/queryDepartTreeSync')).toContain('pid');
  });
});
