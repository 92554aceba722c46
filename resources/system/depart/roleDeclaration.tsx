/**
 * 部门角色 of one department (JeecgBoot DeptRoleInfo, SysDepartRoleModal; spec 7.4): a kit list
 * always filtered by the department (deptId), each role authorised in a drawer.
 */
import type { components } from '../../../src/api/generated/sys';
import { uniqueColumnRules, type ListDeclaration } from '../../kit';
import { DEPART_PERMISSIONS, type DepartRecord } from './declaration';
import { DeptRoleGrantDrawer } from './DeptRoleGrantDrawer';
import { ParentName } from './ParentName';
import { departRoleResource } from './parts';

export type DepartRoleRecord = components['schemas']['SysDepartRole'];

const ROLE_CODE = DEPART_PERMISSIONS.role;

export function departRoleDeclaration(depart: DepartRecord): ListDeclaration<DepartRoleRecord> {
  return {
    resource: departRoleResource,
    title: '部门角色',
    columns: [
      { field: 'roleName', title: '部门角色名称' },
      { field: 'roleCode', title: '部门角色编码' },
      { field: 'description', title: '描述', ellipsis: true },
      { field: 'createTime', title: '创建时间', width: 180 },
    ],
    search: [{ kind: 'text', field: 'roleName', label: '部门角色名称' }],
    permanentFilters: [{ field: 'deptId', operator: 'eq', value: depart.id }],
    form: {
      fields: [
        {
          kind: 'widget',
          field: 'departId',
          label: '所属部门',
          widget: () => <ParentName nameOf={() => depart.departName ?? undefined} />,
        },
        { kind: 'text', field: 'roleName', label: '部门角色名称', required: true },
        {
          kind: 'text',
          field: 'roleCode',
          label: '部门角色编码',
          required: true,
          // JeecgBoot SysDepartRoleModal: the code is unique over sys_depart_role.role_code.
          rules: uniqueColumnRules('sys_depart_role', 'role_code', '部门角色编码'),
        },
        { kind: 'textarea', field: 'description', label: '描述' },
      ],
      initialValues: { departId: depart.id },
    },
    show: false,
    permissions: { add: ROLE_CODE, edit: ROLE_CODE, delete: ROLE_CODE, batchDelete: ROLE_CODE },
    rowActions: [
      {
        key: 'grant',
        label: '授权',
        code: ROLE_CODE,
        dialog: ({ record, onClose }) => (
          <DeptRoleGrantDrawer roleId={record.id} departId={depart.id} onClose={onClose} />
        ),
      },
    ],
  };
}
