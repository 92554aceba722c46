/**
 * 租户管理 (issue 5 tenants; jeecg-contracts §2.9 /sys/tenant, §3 SysTenant): the tenant number is
 * chosen by whoever creates the tenant (no server generation) and fixed afterwards; the server
 * refuses a number in use (该编号已存在!).
 */
import type { components } from '../../../src/api/generated/sys';
import { TENANT_END_BEFORE_BEGIN } from '../../../src/lib/messages';
import type { FieldRule } from '../../../src/lib/validators/fields';
import type { FormContext, ListDeclaration } from '../../kit';
import { TENANT_STATUS_DICT, TenantStatusField } from './TenantStatusField';
import { tenantResource } from './resource';

export type TenantRecord = components['schemas']['SysTenantRecord'];

/** Button codes, `<resource>:<action>` like the rest of the server's button list (spec 6). */
export const TENANT_PERMISSIONS = {
  add: 'tenant:add',
  edit: 'tenant:edit',
  delete: 'tenant:delete',
  batchDelete: 'tenant:batch_delete',
} as const;

/** sys_tenant.status 1 正常 (a new tenant starts enabled, as in JeecgBoot's tenant form). */
const TENANT_ENABLED = 1;

/**
 * 结束时间 after 开始时间. Both are 'YYYY-MM-DD HH:mm:ss' strings in the form, so text order is
 * time order; either one empty passes.
 */
export function endAfterBeginRule({ valueOf }: FormContext): FieldRule {
  return {
    validator: async (_rule, end) => {
      const begin = valueOf?.('beginDate');
      if (typeof begin !== 'string' || typeof end !== 'string' || !begin || !end) return;
      if (end <= begin) throw new Error(TENANT_END_BEFORE_BEGIN);
    },
  };
}

export const tenantDeclaration: ListDeclaration<TenantRecord> = {
  resource: tenantResource,
  title: '租户管理',
  columns: [
    { field: 'name', title: '租户名称', sortable: true },
    { field: 'id', title: '租户编号', sortable: true, width: 120 },
    { field: 'beginDate', title: '开始时间', sortable: true, width: 180 },
    { field: 'endDate', title: '结束时间', sortable: true, width: 180 },
    { field: 'status', title: '状态', dictText: true, width: 100 },
  ],
  search: [
    { kind: 'text', field: 'name', label: '租户名称' },
    { kind: 'dict', field: 'status', label: '状态', dictCode: TENANT_STATUS_DICT },
  ],
  form: {
    initialValues: { status: TENANT_ENABLED },
    fields: [
      {
        kind: 'number',
        field: 'id',
        label: '租户编号',
        required: true,
        min: 1,
        precision: 0,
        readOnlyOnEdit: true,
      },
      { kind: 'text', field: 'name', label: '租户名称', required: true },
      { kind: 'datetime', field: 'beginDate', label: '开始时间' },
      {
        kind: 'datetime',
        field: 'endDate',
        label: '结束时间',
        dependencies: ['beginDate'],
        rules: (context) => [endAfterBeginRule(context)],
      },
      {
        kind: 'widget',
        field: 'status',
        label: '状态',
        widget: () => <TenantStatusField />,
      },
    ],
  },
  permissions: TENANT_PERMISSIONS,
};
