import { defineResource } from '../../kit/resource';

/** 通讯录: users of a department subtree, one row per user (keyed by userId); the server sorts. */
export const addressListResource = defineResource({
  name: 'addressList',
  endpoints: {
    list: '/sys/user/queryByOrgCodeForAddressList',
    defaultSort: null,
  },
});
