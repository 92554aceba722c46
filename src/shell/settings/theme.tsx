import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { consoleTheme } from './consoleTheme';
import { AA_TEXT_CONTRAST, contrastRatio, darkerShades } from '../../lib/contrast';
import type { DisplaySettings } from '../../lib/constants';
import { useDisplaySettings } from './DisplaySettingsContext';
import { usePrefersReducedMotion } from './reducedMotion';

type ThemeToken = NonNullable<ThemeConfig['token']>;

const readableThemeColours = new Map<string, ThemeToken>();

/**
 * The theme colour tokens for a chosen colour: the colour itself when it reads at WCAG AA as text
 * on white, as white text on it (buttons, the dark menu's selected item) and as text on its light
 * tint (the side menu's selected item, 未读 tags); otherwise the lightest darker shade of it that
 * does, over the tints of the chosen colour (issue 14). The default #0267B5, 极客蓝 and 酱紫 are
 * kept as they are; the five lighter presets come out darker.
 */
export function readableThemeColour(color: string): ThemeToken {
  const known = readableThemeColours.get(color);
  if (known) return known;
  const chosen = theme.getDesignToken({ token: { colorPrimary: color } });
  const tint = chosen.colorPrimaryBg;
  const shade =
    darkerShades(color).find(
      (candidate) =>
        contrastRatio(candidate, '#ffffff') >= AA_TEXT_CONTRAST &&
        contrastRatio(candidate, tint) >= AA_TEXT_CONTRAST,
    ) ?? '#000000';
  // A darker seed would darken antd's tints with it; the chosen colour's tints stay light.
  const tints =
    shade === color
      ? {}
      : {
          colorPrimaryBg: tint,
          colorPrimaryBgHover: chosen.colorPrimaryBgHover,
          colorInfoBg: tint,
          colorInfoBgHover: chosen.colorPrimaryBgHover,
        };
  const tokens = {
    colorPrimary: shade,
    colorLink: shade,
    colorInfo: shade,
    ...readableHover(shade),
    ...tints,
  };
  readableThemeColours.set(color, tokens);
  return tokens;
}

/**
 * antd lightens the theme colour for hover (default buttons' text, links): #0267B5 hovers at
 * #2181c2, 4.2:1 on white. Hover keeps antd's lighter shade only as far as it still reads at AA,
 * on white and as white text on a hovered primary button (the same ratio).
 */
function readableHover(shade: string): ThemeToken {
  const lighter = theme.getDesignToken({ token: { colorPrimary: shade } }).colorPrimaryHover;
  const hover =
    darkerShades(lighter).find(
      (candidate) => contrastRatio(candidate, '#ffffff') >= AA_TEXT_CONTRAST,
    ) ?? shade;
  return { colorPrimaryHover: hover, colorPrimaryTextHover: hover, colorLinkHover: hover };
}

/**
 * The antd theme for the chosen theme colour (spec 2.9), on top of the console's base theme;
 * without antd's motion when the system asks for reduced motion.
 */
export function themeFor(
  settings: Pick<DisplaySettings, 'primaryColor'>,
  { reducedMotion = false }: { reducedMotion?: boolean } = {},
): ThemeConfig {
  const motion = reducedMotion ? { motion: false } : {};
  return {
    ...consoleTheme,
    token: { ...consoleTheme.token, ...readableThemeColour(settings.primaryColor), ...motion },
  };
}

/** The antd theme of the current display settings and the system's motion preference. */
export function useConsoleTheme(): ThemeConfig {
  const { primaryColor } = useDisplaySettings().settings;
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(
    () => themeFor({ primaryColor }, { reducedMotion }),
    [primaryColor, reducedMotion],
  );
}

/** Applies the display settings' theme to everything inside it (a nested ConfigProvider). */
export function DisplaySettingsTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={useConsoleTheme()}>{children}</ConfigProvider>;
}
