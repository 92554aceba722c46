import { Alert, Divider, Flex, Radio, Select, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DisplaySettings } from '../../lib/constants';
import { settingsAvailability } from '../../lib/displaySettings';
import { ColorPresetPicker } from './ColorPresetPicker';
import { useDisplaySettings } from './DisplaySettingsContext';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A labelled control; a disabled one explains why on hover. */
function SettingRow({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  const text = <Typography.Text type={hint ? 'secondary' : undefined}>{label}</Typography.Text>;
  return (
    <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
      {hint ? <Tooltip title={hint}>{text}</Tooltip> : text}
      {children}
    </Flex>
  );
}

type SwitchKey = 'fixedHeader' | 'autoHideHeader' | 'fixSiderbar' | 'colorWeak' | 'multipage';

/** The display settings of spec 2.9 in their drawer (./SettingsDrawer): preview warning first. */
export function SettingsPanel() {
  const { settings, update } = useDisplaySettings();
  const available = settingsAvailability(settings);
  const toggle = (key: SwitchKey, label: string, disabledHint?: string) => (
    <SettingRow label={label} hint={disabledHint}>
      <Switch
        size="small"
        aria-label={label}
        checked={settings[key]}
        disabled={disabledHint !== undefined}
        onChange={(checked) => update({ [key]: checked })}
      />
    </SettingRow>
  );

  return (
    <>
      <Alert
        type="warning"
        showIcon
        message="该设置栏仅用于开发环境预览效果，生产环境请以正式配置为准"
        style={{ marginBottom: 24 }}
      />
      <Section title="整体风格设置">
        <Radio.Group
          aria-label="整体风格设置"
          optionType="button"
          buttonStyle="solid"
          value={settings.navTheme}
          onChange={(event) =>
            update({ navTheme: event.target.value as DisplaySettings['navTheme'] })
          }
          options={[
            { label: '暗色菜单风格', value: 'dark' },
            { label: '亮色菜单风格', value: 'light' },
          ]}
        />
      </Section>
      <Section title="主题色">
        <ColorPresetPicker
          value={settings.primaryColor}
          onChange={(primaryColor) => update({ primaryColor })}
        />
      </Section>
      <Divider />
      <Section title="导航模式">
        <Radio.Group
          aria-label="导航模式"
          optionType="button"
          buttonStyle="solid"
          value={settings.layout}
          onChange={(event) => update({ layout: event.target.value as DisplaySettings['layout'] })}
          options={[
            { label: '侧边栏导航', value: 'sidemenu' },
            { label: '顶部栏导航', value: 'topmenu' },
          ]}
        />
        <SettingRow
          label="内容区域宽度"
          hint={available.fluidOffered ? undefined : '流式仅在顶部栏导航时可选'}
        >
          <Select
            size="small"
            aria-label="内容区域宽度"
            style={{ width: 88 }}
            value={settings.contentWidth}
            onChange={(contentWidth) => update({ contentWidth })}
            options={[
              { label: '固定', value: 'Fixed' },
              ...(available.fluidOffered ? [{ label: '流式', value: 'Fluid' as const }] : []),
            ]}
          />
        </SettingRow>
        {toggle('fixedHeader', '固定 Header')}
        {toggle(
          'autoHideHeader',
          '下滑时隐藏 Header',
          available.autoHideHeaderEnabled ? undefined : '固定 Header 时可配置',
        )}
        {toggle(
          'fixSiderbar',
          '固定侧边菜单',
          available.fixSiderbarEnabled ? undefined : '顶部栏导航时不可用',
        )}
      </Section>
      <Divider />
      <Section title="其他设置">
        {toggle('colorWeak', '色弱模式')}
        {toggle('multipage', '多页签模式')}
      </Section>
    </>
  );
}
