import { ApartmentOutlined, AppstoreOutlined, DownOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { switchableEntities, type SessionProfile } from '../../lib/headerRules';
import { SWITCHER_LABELS } from './texts';

export interface SwitcherProps {
  profile: SessionProfile;
  /** Called with the chosen id; the current one is not offered as a choice. */
  onSwitch: (id: string) => void;
}

function SwitchMenu({
  label,
  current,
  icon,
  items,
  onPick,
}: {
  label: string;
  current?: string;
  icon: ReactNode;
  items: MenuProps['items'];
  onPick?: (key: string) => void;
}) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, selectable: false, onClick: onPick ? ({ key }) => onPick(key) : undefined }}
    >
      <Button
        type="text"
        icon={icon}
        aria-label={current ? `${label}：${current}` : label}
        title={label}
      >
        {current ?? label}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** Platform (group) switcher, for plat/org group types (spec 2.6). */
export function PlatformSwitcher({ profile, onSwitch }: SwitcherProps) {
  const currentId = profile.group?.id;
  return (
    <SwitchMenu
      label={SWITCHER_LABELS.platform}
      current={profile.group?.groupName}
      icon={<ApartmentOutlined />}
      items={profile.groups.map((group) => ({
        key: group.id,
        label: group.groupName,
        disabled: group.id === currentId,
      }))}
      onPick={onSwitch}
    />
  );
}

/** System switcher, desktop only (spec 2.6). */
export function SystemSwitcher({ profile, onSwitch }: SwitcherProps) {
  const currentId = profile.system?.id;
  return (
    <SwitchMenu
      label={SWITCHER_LABELS.system}
      current={profile.system?.sysName}
      icon={<AppstoreOutlined />}
      items={profile.systems.map((system) => ({
        key: system.id,
        label: system.sysName,
        disabled: system.id === currentId,
      }))}
      onPick={onSwitch}
    />
  );
}

/**
 * Entity switcher, for orgType self (spec 2.6): each active entity is its own console at its URL,
 * opened in a new tab.
 */
export function EntitySwitcher({ profile }: { profile: SessionProfile }) {
  const entities = switchableEntities(profile);
  const current = entities.find((entity) => entity.id && entity.id === profile.entityId);
  return (
    <SwitchMenu
      label={SWITCHER_LABELS.entity}
      current={current?.entityName}
      icon={<SwapOutlined />}
      items={entities.map((entity, index) => ({
        key: entity.id ?? `${index}`,
        disabled: !entity.url || entity === current,
        label: entity.url ? (
          <a href={entity.url} target="_blank" rel="noopener noreferrer">
            {entity.entityName}
          </a>
        ) : (
          entity.entityName
        ),
      }))}
    />
  );
}
