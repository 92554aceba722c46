import {
  ApartmentOutlined,
  KeyOutlined,
  LockOutlined,
  LogoutOutlined,
  SafetyOutlined,
  SettingOutlined,
  UnlockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useShellSession } from '../session/ShellSession';
import { preloadSettingsDrawer } from '../settings/SettingsDrawer';
import { useIdentity } from '../useIdentity';
import { LOGIN_PATH } from '../../lib/constants';
import {
  userMenuItems,
  type HeaderFlags,
  type SessionProfile,
  type UserMenuItem,
} from '../../lib/headerRules';
import type { PasswordPolicy } from '../../lib/validators/passwords';
import { loadPage } from './pageLoad';
import {
  CANCEL_TEXT,
  ACCOUNT_SETTINGS_LABEL,
  CONFIRM_TITLE,
  LOGOUT_CONFIRM,
  LOGOUT_LABEL,
  MENU_LABELS,
  OK_TEXT,
} from './texts';
import { preloadDialogs, UserMenuDialogs, type DialogItem } from './UserMenuDialogs';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

export interface UserMenuProps {
  profile: SessionProfile;
  /** System-info flags of spec 2.6 (cfgPayPwd, cfgDataDecrypt, cfgOpPwd). */
  flags: HeaderFlags;
  passwordPolicy?: PasswordPolicy;
  /** 系统设置: opens the display settings drawer (plat/org groups only). */
  onOpenSettings: () => void;
  /** The stored user info changed (department switch). */
  onUserChanged?: () => void;
}

/** 个人中心 (issue 19 C): the hidden /account/settings entry of the server menu (cap.yaml). */
export const ACCOUNT_SETTINGS_PATH = '/account/settings';
const ACCOUNT_SETTINGS_KEY = 'accountSettings';

const ICONS: Record<UserMenuItem, ReactNode> = {
  loginPassword: <LockOutlined />,
  payPassword: <KeyOutlined />,
  settings: <SettingOutlined />,
  dataDecrypt: <UnlockOutlined />,
  operationPassword: <SafetyOutlined />,
  departSwitch: <ApartmentOutlined />,
};

/** Avatar and nickname dropdown plus the logout link (spec 2.6). */
export function UserMenu({
  profile,
  flags,
  passwordPolicy,
  onOpenSettings,
  onUserChanged,
}: UserMenuProps) {
  const identity = useIdentity();
  const { logout } = useShellSession();
  const { modal } = useAppFeedback();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogItem>();
  const close = () => setDialog(undefined);

  const shown = userMenuItems(profile, flags);
  const dialogItems = shown.filter((item): item is DialogItem => item !== 'settings');
  // 个人中心 comes first; the spec 2.6 items keep their order after it.
  const items: MenuProps['items'] = [
    { key: ACCOUNT_SETTINGS_KEY, icon: <UserOutlined />, label: ACCOUNT_SETTINGS_LABEL },
    ...shown.map((item) => ({ key: item, icon: ICONS[item], label: MENU_LABELS[item] })),
  ];
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === ACCOUNT_SETTINGS_KEY) {
      void navigate(ACCOUNT_SETTINGS_PATH);
      return;
    }
    const picked = shown.find((item) => item === key);
    if (picked === 'settings') onOpenSettings();
    else if (picked) setDialog(picked);
  };

  const confirmLogout = () =>
    modal.confirm({
      title: CONFIRM_TITLE,
      content: LOGOUT_CONFIRM,
      okText: OK_TEXT,
      cancelText: CANCEL_TEXT,
      // The auth provider finishes even when the call fails (spec 4); then a fresh sign-in page.
      onOk: () =>
        logout()
          .catch(() => undefined)
          .then(() => loadPage(LOGIN_PATH)),
    });

  const name = identity?.name ?? profile.username ?? '';
  return (
    <Space size="small">
      <Dropdown
        trigger={['hover', 'click']}
        menu={{ items, onClick: onMenuClick }}
        onOpenChange={(menuOpen) => {
          if (!menuOpen) return;
          preloadDialogs(dialogItems);
          if (shown.includes('settings')) void preloadSettingsDrawer();
        }}
      >
        <Button type="text" aria-label={name} style={{ height: 'auto' }}>
          <Space size="small">
            <Avatar size="small" src={identity?.avatar} alt={name}>
              {name.slice(0, 1)}
            </Avatar>
            <span>{name}</span>
          </Space>
        </Button>
      </Dropdown>
      <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout}>
        {LOGOUT_LABEL}
      </Button>
      <UserMenuDialogs
        open={dialog}
        onClose={close}
        profile={profile}
        passwordPolicy={passwordPolicy}
        onUserChanged={onUserChanged}
      />
    </Space>
  );
}
