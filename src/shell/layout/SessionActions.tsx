import { LogoutOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { App, Avatar, Button, Space, Typography } from 'antd';
import type { ConsoleIdentity } from '../../../providers/auth-provider';

/** Who is signed in, and sign-out with the spec 2.6 confirmation 确定退出？. */
export function SessionActions() {
  const { data: identity } = useGetIdentity<ConsoleIdentity>();
  const { mutate: logout } = useLogout();
  const { modal } = App.useApp();
  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: '确定退出？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => logout(),
    });
  return (
    <Space>
      <Avatar src={identity?.avatar}>{identity?.name?.slice(0, 1)}</Avatar>
      <Typography.Text>{identity?.name}</Typography.Text>
      <Button type="link" icon={<LogoutOutlined />} onClick={confirmLogout}>
        退出登录
      </Button>
    </Space>
  );
}
