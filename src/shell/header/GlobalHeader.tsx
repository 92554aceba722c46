import { Space } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { headerSwitchers, readSessionProfile, showsNoticeBell } from '../../lib/headerRules';
import type { MenuNode } from '../../lib/menu/types';
import { storage } from '../../lib/storage';
import { HelpLink } from './HelpLink';
import { MenuSearch } from './MenuSearch';
import { switchGroup, switchSystem } from './sessionSwitch';
import { EntitySwitcher, PlatformSwitcher, SystemSwitcher } from './Switchers';
import { useHeaderBranding } from './useHeaderBranding';
import { UserMenu } from './UserMenu';

export interface GlobalHeaderProps {
  /** The visible menu tree, for 搜索菜单. */
  menuNodes: MenuNode[];
  mobile: boolean;
  /** 系统设置: open the display settings drawer. */
  onOpenSettings: () => void;
  /**
   * The stored user moved to another system or group and the permission lists were cleared
   * (spec 4): reload them and rebuild the menu.
   */
  onSessionChanged: () => void;
  /** The notice bell; rendered only for plat/org group types (spec 2.6). */
  extra?: ReactNode;
}

/** Right side of the signed-in header (spec 2.6). */
export function GlobalHeader({
  menuNodes,
  mobile,
  onOpenSettings,
  onSessionChanged,
  extra,
}: GlobalHeaderProps) {
  const [userInfo, setUserInfo] = useState(() => storage.get('Login_Userinfo'));
  const profile = useMemo(() => readSessionProfile(userInfo), [userInfo]);
  const { flags, helpUrl, passwordPolicy } = useHeaderBranding();
  const switchers = headerSwitchers(profile, mobile);

  const rereadUser = () => setUserInfo(storage.get('Login_Userinfo'));
  const afterSwitch = (switched: boolean) => {
    if (!switched) return;
    rereadUser();
    onSessionChanged();
  };

  return (
    <Space size={mobile ? 'small' : 'middle'} align="center">
      <MenuSearch nodes={menuNodes} mobile={mobile} />
      <HelpLink url={helpUrl} />
      {showsNoticeBell(profile) && extra}
      {switchers.platform && (
        <PlatformSwitcher profile={profile} onSwitch={(id) => afterSwitch(switchGroup(id))} />
      )}
      {switchers.entity && <EntitySwitcher profile={profile} />}
      {switchers.system && (
        <SystemSwitcher profile={profile} onSwitch={(id) => afterSwitch(switchSystem(id))} />
      )}
      <UserMenu
        profile={profile}
        flags={flags}
        passwordPolicy={passwordPolicy}
        onOpenSettings={onOpenSettings}
        onUserChanged={rereadUser}
      />
    </Space>
  );
}
