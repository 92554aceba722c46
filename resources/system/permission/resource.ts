import { defineResource } from '../../kit/resource';

/** 菜单管理: the whole menu tree in one reply, ordered by sort_no server-side; takes only `name`. */
export const permissionResource = defineResource({
  name: 'permission',
  endpoints: {
    list: '/sys/permission/list',
    tree: true,
    defaultSort: null,
    add: '/sys/permission/add',
    edit: '/sys/permission/edit',
    delete: '/sys/permission/delete',
    deleteBatch: '/sys/permission/deleteBatch',
  },
});
