/**
 * 通讯录 (spec 2.7 address book; JeecgBoot AddressList): the users of the department chosen in the
 * tree and of its sub-departments, read-only, from /sys/user/queryByOrgCodeForAddressList. Before a
 * department is chosen every department's users are listed (the server's orgCode is optional).
 */
import type { CrudFilter } from '@refinedev/core';
import type { components } from '../../../src/api/generated/sys';
import type { ListDeclaration } from '../../kit';
import { PositionNames } from './PositionNames';
import { addressListResource } from './resource';

export type AddressRecord = components['schemas']['SysUserAddressRecord'];

export function addressListDeclaration(orgCode?: string): ListDeclaration<AddressRecord> {
  const department: CrudFilter[] = orgCode
    ? [{ field: 'orgCode', operator: 'eq', value: orgCode }]
    : [];
  return {
    resource: addressListResource,
    title: '通讯录',
    // A user of several departments is one row; the server names it by userId.
    rowKey: 'userId',
    columns: [
      { field: 'realname', title: '姓名' },
      { field: 'workNo', title: '工号' },
      { field: 'departName', title: '部门', ellipsis: true },
      { field: 'post', title: '职务', render: (row) => <PositionNames codes={row.post} /> },
      { field: 'telephone', title: '座机' },
      { field: 'email', title: '邮箱' },
      { field: 'phone', title: '手机号' },
    ],
    // The server matches both with LIKE on the raw text.
    search: [
      { kind: 'text', field: 'realname', label: '姓名', operator: 'eq' },
      { kind: 'text', field: 'workNo', label: '工号', operator: 'eq' },
    ],
    show: false,
    permanentFilters: department,
  };
}
