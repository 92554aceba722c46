import {
  CloseCircleOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';
import { useTabs } from './TabsContext';

type TabMenuAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

export interface TabMenuProps {
  tabKey: string;
  /** contextMenu on a tab, click on the bar's menu button. */
  trigger: 'contextMenu' | 'click';
  children: ReactElement;
}

/** The tab context menu of spec 2.8: 刷新 / 关闭左侧 / 关闭右侧 / 关闭其他. */
export function TabMenu({ tabKey, trigger, children }: TabMenuProps) {
  const tabs = useTabs();
  const available = tabs.menuAvailability(tabKey);
  const items: MenuProps['items'] = [
    { key: 'refresh', label: '刷新', icon: <ReloadOutlined /> },
    {
      key: 'closeLeft',
      label: '关闭左侧',
      icon: <VerticalRightOutlined />,
      disabled: !available.closeLeft,
    },
    {
      key: 'closeRight',
      label: '关闭右侧',
      icon: <VerticalLeftOutlined />,
      disabled: !available.closeRight,
    },
    {
      key: 'closeOthers',
      label: '关闭其他',
      icon: <CloseCircleOutlined />,
      disabled: !available.closeOthers,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // A click inside a tab label must not also activate the tab under the menu.
    domEvent.stopPropagation();
    tabs[key as TabMenuAction](tabKey);
  };
  return (
    // Rebuilt on every opening: after tabs close, a kept popup would align to where its tab was.
    <Dropdown menu={{ items, onClick }} trigger={[trigger]} destroyOnHidden>
      {children}
    </Dropdown>
  );
}
