import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { Suspense, useCallback, useState } from 'react';
import { BOARD_TITLES, boardFor } from '../../../src/lib/dashboard/boards';
import { greetingFor } from '../../../src/lib/greeting';
import { readSessionProfile } from '../../../src/lib/headerRules';
import { storage } from '../../../src/lib/storage';
import { useServerMenu } from '../../../src/shell/menu/serverMenu';
import { useIdentity } from '../../../src/shell/useIdentity';
import { RefreshTickContext, useAutoRefresh } from '../cards/refresh';
import { BOARDS } from './boards';

/**
 * The signed-in group's type (spec 3), read again whenever the menu is reloaded: a system or group
 * switch in the header changes the stored user and reloads the menu (spec 4).
 */
function useGroupType(): string | undefined {
  // Subscribes this page to the menu: it renders again on every reload, which follows a switch.
  useServerMenu();
  return readSessionProfile(storage.get('Login_Userinfo')).group?.groupType;
}

/**
 * 首页 (/Home, dashboard/Analysis; issue 18 item 4): the spec 9 greeting, then the board of the
 * signed-in group type, refreshed by 刷新 and every 60 s while shown.
 */
export function HomePage() {
  const identity = useIdentity();
  const kind = boardFor(useGroupType());
  const Board = BOARDS[kind];
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((count) => count + 1), []);
  useAutoRefresh(refresh);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={4}>
          {greetingFor(new Date().getHours())}，{identity?.name}
        </Typography.Title>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            {BOARD_TITLES[kind]} · 欢迎使用业务运营支撑系统。
          </Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            刷新
          </Button>
        </Flex>
      </Card>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {BOARD_TITLES[kind]}
      </Typography.Title>
      <RefreshTickContext.Provider value={tick}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <Board />
        </Suspense>
      </RefreshTickContext.Provider>
    </Flex>
  );
}
