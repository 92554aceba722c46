/**
 * 角色管理 (spec 3 "Role", 6, 7.4; jeecg-contracts §2.3 SysRoleController, §3 SysRole): the role
 * list, its form, and 授权 (menus, buttons and data rules of a role) as a row dialog.
 */
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../src/components/ErrorBoundary';
import type { components } from '../../../src/api/generated/sys';
import { rolePermissionApi } from '../../../providers/role-permission-api';
import { ROLE_CODE_NO_CHINESE } from '../../../src/lib/messages';
import { uniquenessRule } from '../../../src/lib/validators/remoteRules';
import { lengthRules } from '../../../src/lib/validators/requiredRules';
import type { ListDeclaration } from '../../kit';
import { roleResource } from './resource';

export type RoleRecord = components['schemas']['SysRole'];

/** Button codes, `<resource>:<action>` like the rest of the server's button list (spec 6). */
export const ROLE_PERMISSIONS = {
  add: 'role:add',
  edit: 'role:edit',
  delete: 'role:delete',
  batchDelete: 'role:batch_delete',
  export: 'role:export',
  import: 'role:import',
} as const;
export const ROLE_AUTHORIZE_CODE = 'role:authorize';
export const ROLE_DATARULE_CODE = 'role:datarule';

const WITHOUT_CHINESE = /^[^\u4E00-\u9FA5]*$/;

// Loaded when a row is authorised, not with the list.
const RolePermissionDrawer = lazyWithRetry(
  () => import('./RolePermissionDrawer'),
  'widget',
  (module) => module.RolePermissionDrawer,
);

export const roleDeclaration: ListDeclaration<RoleRecord> = {
  resource: roleResource,
  title: '角色管理',
  columns: [
    { field: 'roleName', title: '角色名称', sortable: true },
    { field: 'roleCode', title: '角色编码', sortable: true },
    { field: 'description', title: '备注', ellipsis: true },
    { field: 'createTime', title: '创建时间', sortable: true, width: 180 },
  ],
  search: [
    { kind: 'text', field: 'roleName', label: '角色名称' },
    { kind: 'text', field: 'roleCode', label: '角色编码' },
  ],
  superQuery: [
    { value: 'roleName', text: '角色名称', type: 'string' },
    { value: 'roleCode', text: '角色编码', type: 'string' },
    { value: 'createTime', text: '创建时间', type: 'datetime' },
  ],
  form: {
    fields: [
      // JeecgBoot RoleModal: 2 to 30 characters.
      {
        kind: 'text',
        field: 'roleName',
        label: '角色名称',
        required: true,
        rules: lengthRules({ min: 2, max: 30 }),
      },
      {
        kind: 'text',
        field: 'roleCode',
        label: '角色编码',
        required: true,
        // The code identifies the role in grants: fixed once created (JeecgBoot RoleModal).
        readOnlyOnEdit: true,
        rules: ({ id }) => [
          ...lengthRules({ max: 64 }),
          { pattern: WITHOUT_CHINESE, message: ROLE_CODE_NO_CHINESE },
          // jeecg-contracts §2.3 checkRoleCode; the edited role's own code does not count.
          uniquenessRule((value) => rolePermissionApi.checkRoleCode(value, id), '角色编码'),
        ],
      },
      { kind: 'textarea', field: 'description', label: '备注', rules: lengthRules({ max: 126 }) },
    ],
  },
  exportFileName: '角色信息',
  permissions: ROLE_PERMISSIONS,
  rowActions: [
    {
      key: 'authorize',
      label: '授权',
      code: ROLE_AUTHORIZE_CODE,
      dialog: ({ record, onClose }) => (
        <Suspense fallback={null}>
          <RolePermissionDrawer role={record} onClose={onClose} dataRuleCode={ROLE_DATARULE_CODE} />
        </Suspense>
      ),
    },
  ],
};
