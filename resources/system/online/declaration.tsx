/**
 * 在线用户 (spec 2.7 online users; jeecg-contracts §2.9 /sys/online, SysUserOnlineVO): the signed-in
 * sessions of the server's token store, searched by account, and 强退 which ends one session by
 * its token. The server fills the list: nothing is added or deleted here.
 */
import { userAdminApi, type UserAdminApi } from '../../../providers/user-admin-api';
import type { components } from '../../../src/api/generated/sys';
import { forceLogoutConfirm } from '../../../src/lib/messages';
import type { ListDeclaration } from '../../kit';
import { AvatarCell } from '../user/AvatarCell';
import { onlineUserResource } from './resource';

export type OnlineUserRecord = components['schemas']['SysUserOnline'];

export const ONLINE_FORCE_LOGOUT_CODE = 'online:force_logout';

export function onlineUserDeclaration(
  api: UserAdminApi = userAdminApi,
): ListDeclaration<OnlineUserRecord> {
  return {
    resource: onlineUserResource,
    title: '在线用户',
    // One row per session: the token tells two sessions of one user apart.
    rowKey: 'token',
    columns: [
      { field: 'username', title: '用户账号' },
      { field: 'realname', title: '用户姓名' },
      { field: 'avatar', title: '头像', render: (row) => <AvatarCell path={row.avatar} /> },
      { field: 'birthday', title: '生日' },
      { field: 'sex', title: '性别', dictText: true },
      { field: 'phone', title: '手机号' },
    ],
    search: [{ kind: 'text', field: 'username', label: '用户账号', operator: 'eq' }],
    show: false,
    rowActions: [
      {
        key: 'forceLogout',
        label: '强退',
        code: ONLINE_FORCE_LOGOUT_CODE,
        confirm: (record) => forceLogoutConfirm(record.username ?? ''),
        run: (record) => api.forceLogout(record.token),
      },
    ],
  };
}

export const onlineUserListDeclaration = onlineUserDeclaration();
