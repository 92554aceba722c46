/**
 * 部门管理 (spec 2.7, 3 "Department tree node", "Department", 6, 7.4; jeecg-contracts §2.5,
 * §3 SysDepart): button codes and the department form. The page is two panes, not a list: the
 * tree on the left, the selected department's tabs on the right.
 */
import type { ReactElement } from 'react';
import type { components } from '../../../src/api/generated/sys';
import type { FormFieldDecl } from '../../kit';

export type DepartRecord = components['schemas']['SysDepartTreeModel'];
export type DepartForm = components['schemas']['SysDepartForm'];

/** Dictionary of orgCategory: 1 公司, 2 部门, 3 岗位 (jeecg-contracts §3 SysDepart). */
export const ORG_CATEGORY_DICT = 'org_category';
const COMPANY = '1';
const DEPARTMENT = '2';

/** Button codes, `depart:<action>` (spec 6; the menu example's auth and allAuth). */
export const DEPART_PERMISSIONS = {
  add: 'depart:add',
  edit: 'depart:edit',
  delete: 'depart:delete',
  batchDelete: 'depart:batch_delete',
  export: 'depart:export',
  import: 'depart:import',
  permission: 'depart:permission',
  role: 'depart:role',
  user: 'depart:user',
} as const;

/**
 * The add and edit fields (JeecgBoot DepartModal and the 基本信息 form). The parent is shown, not
 * chosen (`parent` renders it); orgCode, filled by the server, is shown apart from the fields.
 */
export function departFormFields(parent: () => ReactElement): FormFieldDecl[] {
  return [
    { kind: 'text', field: 'departName', label: '机构名称', required: true },
    { kind: 'widget', field: 'parentId', label: '上级部门', widget: parent },
    {
      kind: 'dict',
      field: 'orgCategory',
      label: '机构类型',
      dictCode: ORG_CATEGORY_DICT,
      required: true,
    },
    { kind: 'number', field: 'departOrder', label: '排序', min: 0, precision: 0 },
    { kind: 'text', field: 'mobile', label: '手机号' },
    { kind: 'text', field: 'fax', label: '传真' },
    { kind: 'text', field: 'address', label: '地址' },
    { kind: 'textarea', field: 'memo', label: '备注' },
  ];
}

/** A new department: a company at the top, a department below another (JeecgBoot DepartModal). */
export function newDepartValues(parentId: string | undefined): DepartForm {
  return parentId
    ? { parentId, orgCategory: DEPARTMENT, departOrder: 0 }
    : { parentId: '', orgCategory: COMPANY, departOrder: 0 };
}
