import { defineResource } from '../../kit/resource';

/** 数据日志, written by the server only. */
export const dataLogResource = defineResource({
  name: 'dataLog',
  endpoints: {
    list: '/sys/dataLog/list',
  },
});
