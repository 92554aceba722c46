import { defineResource } from '../../kit/resource';

/** 系统日志, written by the server only. */
export const logResource = defineResource({
  name: 'log',
  endpoints: {
    list: '/sys/log/list',
    delete: '/sys/log/delete',
    deleteBatch: '/sys/log/deleteBatch',
  },
});
