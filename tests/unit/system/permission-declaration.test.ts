import { describe, expect, it } from 'vitest';
import {
  DATA_RULE_CODE,
  MENU_TYPE,
  PERMISSION_FORM_FIELDS,
  PERMISSION_PERMISSIONS,
  permissionDeclaration,
  type PermissionRecord,
} from '../../../resources/system/permission/declaration';
import { declaredQueryParameters, schemaProperties, sysContract } from '../kit/contract';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';
import permissionResource from '../../../resources/system/permission';

// The 菜单管理 declaration against the contract (openapi/sys.yaml, cap.yaml) and JeecgBoot's
// PermissionModal: every call exists with its method, every field is a SysPermission field, the
// form's fields follow the menu type, every button code is one the menu example grants (spec 6,
// 7.4; jeecg-contracts §2.4, §3).

/** The fields the form shows (and sends) for a menu type. */
const fieldsFor = (menuType: number): string[] =>
  PERMISSION_FORM_FIELDS.filter((field) => field.visibleWhen?.({ menuType }) ?? true).map(
    (field) => field.field,
  );

describe('菜单管理 declaration', () => {
  it('lists the whole tree without paging or sort, and makes its calls with their methods', () => {
    const paths = permissionResource.endpoints;
    expect(paths).toMatchObject({ tree: true, defaultSort: null });
    expectInContract([
      ...standardCalls('permission', permissionDeclaration),
      ['/sys/permission/queryTreeList', 'get'],
      ['/sys/permission/getPermRuleListByPermId', 'get'],
      ['/sys/permission/queryPermissionRule', 'get'],
      ['/sys/permission/addPermissionRule', 'post'],
      ['/sys/permission/editPermissionRule', 'put'],
      ['/sys/permission/deletePermissionRule', 'delete'],
      ['/sys/duplicate/check', 'get'],
    ]);
  });

  it('shows, searches and sends only SysPermission fields; rules search by name and value', () => {
    expect(permissionDeclaration.form?.fields).toBe(PERMISSION_FORM_FIELDS);
    expectDeclaredFields(permissionDeclaration, {
      row: ['SysPermissionTree'],
      form: 'SysPermissionForm',
    });
    const sys = sysContract();
    const ruleSearch = declaredQueryParameters(sys, '/sys/permission/queryPermissionRule');
    for (const name of ['permissionId', 'ruleName', 'ruleValue'])
      expect(ruleSearch).toContain(name);
    const ruleFields = schemaProperties(sys, 'SysPermissionDataRuleForm');
    for (const name of ['permissionId', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue']) {
      expect(ruleFields).toContain(name);
    }
  });

  it.each([
    [
      '一级菜单',
      MENU_TYPE.top,
      ['menuType', 'name', 'url', 'component', 'componentName', 'redirect', 'icon', 'sortNo'],
    ],
    [
      '子菜单',
      MENU_TYPE.sub,
      ['menuType', 'name', 'parentId', 'url', 'component', 'componentName'],
    ],
    [
      '按钮/权限',
      MENU_TYPE.button,
      ['menuType', 'name', 'parentId', 'perms', 'permsType', 'status', 'sortNo'],
    ],
  ])('a %s form holds its own fields (JeecgBoot PermissionModal)', (_type, menuType, fields) => {
    const shown = fieldsFor(menuType);
    expect(shown).toEqual(expect.arrayContaining(fields));
    if (menuType === MENU_TYPE.button) {
      expect(shown).toEqual(fields);
    } else {
      expect(shown).toEqual(
        expect.arrayContaining([
          'route',
          'hidden',
          'keepAlive',
          'alwaysShow',
          'internalOrExternal',
        ]),
      );
      expect(shown).not.toContain('perms');
    }
    expect(shown.includes('parentId')).toBe(menuType !== MENU_TYPE.top);
    expect(shown.includes('redirect')).toBe(menuType === MENU_TYPE.top);
  });

  it('starts a new entry as JeecgBoot does and a child as a sub-menu under its row', () => {
    expect(permissionDeclaration.form?.initialValues).toEqual({
      menuType: MENU_TYPE.top,
      component: 'layouts/RouteView',
      route: true,
      sortNo: 1,
      permsType: '1',
      status: '1',
    });
    const addChild = permissionDeclaration.tree?.addChild;
    const menu = {
      id: 'm',
      key: 'm',
      name: '系统管理',
      menuType: MENU_TYPE.top,
    } as PermissionRecord;
    const button = { ...menu, menuType: MENU_TYPE.button };
    expect(addChild?.parentField).toBe('parentId');
    expect(addChild?.values?.(menu)).toMatchObject({ menuType: MENU_TYPE.sub });
    expect(addChild?.visible?.(menu)).toBe(true);
    expect(addChild?.visible?.(button)).toBe(false);
    const dataRule = permissionDeclaration.rowActions?.find((action) => action.key === 'dataRule');
    expect(dataRule?.visible?.(menu)).toBe(true);
    expect(dataRule?.visible?.(button)).toBe(false);
  });

  it('guards every button with a code the menu example grants and lists', () => {
    expect(permissionDeclaration.permissions).toEqual(PERMISSION_PERMISSIONS);
    const dataRule = permissionDeclaration.rowActions?.find((action) => action.key === 'dataRule');
    expect(dataRule?.code).toBe(DATA_RULE_CODE);
    expectCodesGranted(buttonCodes(permissionDeclaration));
  });

  it('is the page of the server menu entry system/PermissionList', () => {
    expectMenuPage('system/PermissionList');
  });
});
