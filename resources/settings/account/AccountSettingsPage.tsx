import { Card, Tabs } from 'antd';
import { AvatarTab } from './AvatarTab';
import { BaseInfoTab } from './BaseInfoTab';
import { BindingTab } from './BindingTab';
import { NotifyTab } from './NotifyTab';
import { SecurityTab } from './SecurityTab';
import { PAGE_TITLE, TAB_LABELS } from './texts';

/** 个人中心 (issue 19 C, spec 2.7): the signed-in user's own settings, one tab each. */
export function AccountSettingsPage() {
  return (
    <Card title={PAGE_TITLE}>
      <Tabs
        tabPosition="left"
        items={[
          { key: 'base', label: TAB_LABELS.base, children: <BaseInfoTab /> },
          { key: 'avatar', label: TAB_LABELS.avatar, children: <AvatarTab /> },
          { key: 'binding', label: TAB_LABELS.binding, children: <BindingTab /> },
          { key: 'notify', label: TAB_LABELS.notify, children: <NotifyTab /> },
          { key: 'security', label: TAB_LABELS.security, children: <SecurityTab /> },
        ]}
      />
    </Card>
  );
}
