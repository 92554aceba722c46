import { defineResource } from '../../kit/resource';

/** The roles of one department (the list is always filtered by deptId). */
export const departRoleResource = defineResource({
  name: 'departRole',
  endpoints: {
    list: '/sys/sysDepartRole/list',
    add: '/sys/sysDepartRole/add',
    edit: '/sys/sysDepartRole/edit',
    delete: '/sys/sysDepartRole/delete',
    deleteBatch: '/sys/sysDepartRole/deleteBatch',
  },
});

/** The users linked to one department (depId); links are removed by depId and user id, not `id`. */
export const departUserResource = defineResource({
  name: 'departUser',
  endpoints: { list: '/sys/user/departUserList' },
});
