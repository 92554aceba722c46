import { defineResource } from '../../kit/resource';

/** 在线用户: built from the token store, not a table: paged, but no createTime and no sort. */
export const onlineUserResource = defineResource({
  name: 'onlineUser',
  endpoints: {
    list: '/sys/online/list',
    defaultSort: null,
  },
});
