import { Card, Tabs, theme } from 'antd';
import { ListPage } from '../../kit';
import { loginLogDeclaration, LOG_TYPES, operateLogDeclaration } from './declaration';
import { LogSummary } from './LogSummary';

/**
 * The page the server menu names system/LogList: visit statistics over the 登录日志 / 操作日志
 * tabs. Only the shown tab is mounted: both lists search the same fields, and a hidden form's
 * controls would share their ids with the shown one.
 */
export function LogListPage() {
  const { token } = theme.useToken();
  return (
    <>
      <Card variant="borderless" style={{ marginBottom: 16 }}>
        <LogSummary />
      </Card>
      <Tabs
        destroyOnHidden
        // The tab bar joins the list card below it.
        tabBarStyle={{
          marginBottom: 0,
          paddingInline: token.paddingLG,
          background: token.colorBgContainer,
        }}
        items={[
          {
            key: LOG_TYPES.login,
            label: '登录日志',
            children: <ListPage declaration={loginLogDeclaration} />,
          },
          {
            key: LOG_TYPES.operate,
            label: '操作日志',
            children: <ListPage declaration={operateLogDeclaration} />,
          },
        ]}
      />
    </>
  );
}
