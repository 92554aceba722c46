import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { consoleTheme } from '../../app/theme';
import type { DisplaySettings } from '../../lib/constants';
import { useDisplaySettings } from './DisplaySettingsContext';

/** The antd theme for the chosen theme colour (spec 2.9), on top of the console's base theme. */
export function themeFor(
  settings: Pick<DisplaySettings, 'primaryColor'>,
  base: ThemeConfig = consoleTheme,
): ThemeConfig {
  return {
    ...base,
    token: { ...base.token, colorPrimary: settings.primaryColor, colorLink: settings.primaryColor },
  };
}

/** Applies the display settings' theme to everything inside it (a nested ConfigProvider). */
export function DisplaySettingsTheme({ children }: { children: ReactNode }) {
  const { settings } = useDisplaySettings();
  return <ConfigProvider theme={themeFor(settings)}>{children}</ConfigProvider>;
}
