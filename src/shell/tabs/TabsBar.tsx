import { MoreOutlined } from '@ant-design/icons';
import { Button, Tabs, type TabsProps } from 'antd';
import { TabMenu } from './TabMenu';
import { useTabs } from './TabsContext';

/**
 * The multi-page tab bar (spec 2.8): every tab has a close button (home and the last tab answer
 * with a message, spec 8.4), a context menu, and the bar a menu button for the active tab so the
 * menu is reachable from the keyboard. Renders nothing when multi-tab mode is off.
 */
export function TabsBar() {
  const { tabs, activeKey, multipage, activate, close } = useTabs();
  if (!multipage) return null;

  const items: TabsProps['items'] = tabs.map((tab) => ({
    key: tab.key,
    closable: true,
    label: (
      <TabMenu tabKey={tab.key} trigger="contextMenu">
        <span>{tab.title || tab.path}</span>
      </TabMenu>
    ),
  }));
  const onEdit: TabsProps['onEdit'] = (target, action) => {
    if (action === 'remove' && typeof target === 'string') close(target);
  };
  const extra =
    activeKey === null ? undefined : (
      <TabMenu tabKey={activeKey} trigger="click">
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label="页签操作" />
      </TabMenu>
    );

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey ?? undefined}
      items={items}
      onChange={activate}
      onEdit={onEdit}
      tabBarExtraContent={extra}
      tabBarStyle={{ margin: 0 }}
      locale={{ removeAriaLabel: '关闭', dropdownAriaLabel: '更多页签' }}
    />
  );
}
