import { LogoutOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { App, Avatar, Button, Card, Layout, Space, Typography } from 'antd';
import { greetingFor } from '../../lib/greeting';
import type { ConsoleIdentity } from '../../../providers/auth-provider';

/** Minimal signed-in page; the real shell (menu, tabs, header) arrives with the shell issue. */
export function HomePage() {
  const { data: identity } = useGetIdentity<ConsoleIdentity>();
  const { mutate: logout } = useLogout();
  const { modal } = App.useApp();

  // spec 2.6: confirm 确定退出？ before signing out.
  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: '确定退出？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => logout(),
    });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: '#fff',
        }}
      >
        <Typography.Text strong>首页</Typography.Text>
        <Space>
          <Avatar src={identity?.avatar}>{identity?.name?.slice(0, 1)}</Avatar>
          <Typography.Text>{identity?.name}</Typography.Text>
          <Button type="link" icon={<LogoutOutlined />} onClick={confirmLogout}>
            退出登录
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Card>
          <Typography.Title level={4}>
            {greetingFor(new Date().getHours())}，{identity?.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary">欢迎使用业务运营支撑系统。</Typography.Paragraph>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
