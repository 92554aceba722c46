import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { AuthUser } from '../../../providers/auth-user-api';
import { AUTH_USER_DICT } from '../../../src/lib/authUser';
import { StatusTag } from '../../accounting/adjust/StatusTag';
import { USER_STATUS_COLORS, USER_TEXTS as TEXTS } from './texts';

export interface UserRowAction {
  key: 'edit' | 'resetPassword' | 'enable' | 'disable';
  label: string;
}

/** The columns of 用户管理: the status through its dictionary, masked values as the server sent them. */
export function userColumns(
  actionsOf: (user: AuthUser) => UserRowAction[],
  onAction: (user: AuthUser, action: UserRowAction) => void,
): TableColumnsType<AuthUser> {
  return [
    { title: TEXTS.userName, dataIndex: 'userName', width: 110 },
    { title: TEXTS.realName, dataIndex: 'realName', width: 90 },
    { title: TEXTS.mobile, dataIndex: 'mobile', width: 130 },
    {
      title: TEXTS.certNo,
      dataIndex: 'certNo',
      width: 190,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: TEXTS.groups,
      key: 'groups',
      width: 200,
      render: (_: unknown, user) => (
        <Space size={[0, 4]} wrap>
          {user.groups.map((group) => (
            <Tag key={group.groupId}>{group.groupName}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: TEXTS.status,
      dataIndex: 'status',
      width: 170,
      render: (status: string, user) => (
        <Space direction="vertical" size={0}>
          <StatusTag dictCode={AUTH_USER_DICT.status} value={status} colors={USER_STATUS_COLORS} />
          {user.statusReason ? (
            <Typography.Text style={{ fontSize: 12 }}>{user.statusReason}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: TEXTS.lastLoginTime,
      dataIndex: 'lastLoginTime',
      width: 160,
      render: (v: string | null) => v ?? '—',
    },
    { title: TEXTS.createTime, dataIndex: 'createTime', width: 160 },
    {
      title: TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_: unknown, user) => (
        <Space size="small">
          {actionsOf(user).map((action) => (
            <Button
              key={action.key}
              type="link"
              size="small"
              danger={action.key === 'disable'}
              autoInsertSpace={false}
              onClick={() => onAction(user, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
