import { MoreOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, theme, type TabsProps } from 'antd';
import { TabMenu } from './TabMenu';
import { useTabs } from './TabsContext';

/**
 * The multi-page tab bar (spec 2.8): every tab but home and the last one has a close button, every
 * tab a context menu, and the bar a menu button for the active tab so the menu is reachable from
 * the keyboard. Renders nothing when multi-tab mode is off.
 */
export function TabsBar() {
  const { tabs, activeKey, multipage, activate, close, closable } = useTabs();
  const { token } = theme.useToken();
  if (!multipage) return null;

  const items: TabsProps['items'] = tabs.map((tab) => ({
    key: tab.key,
    closable: closable(tab.key),
    label: (
      <TabMenu tabKey={tab.key} trigger="contextMenu">
        <span>{tab.title}</span>
      </TabMenu>
    ),
  }));
  const onEdit: TabsProps['onEdit'] = (target, action) => {
    if (action === 'remove' && typeof target === 'string') close(target);
  };

  return (
    // The menu button sits beside the tab list, not in it: a tablist may only own tabs (WAI-ARIA).
    <Flex align="center" style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey ?? undefined}
        items={items}
        onChange={activate}
        onEdit={onEdit}
        style={{ flex: 1, minWidth: 0 }}
        tabBarStyle={{ margin: 0 }}
        locale={{ removeAriaLabel: '关闭', dropdownAriaLabel: '更多页签' }}
      />
      {activeKey !== null && (
        <TabMenu tabKey={activeKey} trigger="click">
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label="页签操作" />
        </TabMenu>
      )}
    </Flex>
  );
}
