import { defineResource } from '../../kit/resource';

/** A dictionary's items, shown in their configured order (the server also appends sort_order). */
export const dictItemResource = defineResource({
  name: 'dictItem',
  endpoints: {
    list: '/sys/dictItem/list',
    defaultSort: { field: 'sortOrder', order: 'asc' },
    add: '/sys/dictItem/add',
    edit: '/sys/dictItem/edit',
    delete: '/sys/dictItem/delete',
    deleteBatch: '/sys/dictItem/deleteBatch',
  },
});
