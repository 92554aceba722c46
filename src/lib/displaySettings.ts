/** Rules of the display settings drawer (spec 2.9) and the header auto-hide of spec 9. */
import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from './constants';

export interface ColorPreset {
  /** Chinese name shown as the swatch's tooltip and accessible name. */
  name: string;
  color: string;
}

/** spec 2.9: eight presets, the first the default #0267B5 (spec 3); the rest antd's palette. */
export const THEME_COLOR_PRESETS: readonly ColorPreset[] = [
  { name: '默认蓝', color: DEFAULT_DISPLAY_SETTINGS.primaryColor },
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

/** spec 9: the header hides once the page has scrolled down more than this. */
export const HIDE_HEADER_SCROLL_PX = 100;

/** Class put on the document root in colour-weak mode. */
export const COLOR_WEAK_CLASS = 'color-weak';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

export function isSameColor(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Fills in defaults and enforces the dependencies of spec 2.9: fluid width only outside the side
 * menu, hide-on-scroll only with a fixed header, no fixed side menu in top-menu mode.
 */
export function normaliseSettings(partial: Partial<DisplaySettings> = {}): DisplaySettings {
  const merged: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS, ...partial };
  const primaryColor = isHexColor(merged.primaryColor)
    ? merged.primaryColor
    : DEFAULT_DISPLAY_SETTINGS.primaryColor;
  return {
    ...merged,
    primaryColor,
    contentWidth: merged.layout === 'sidemenu' ? 'Fixed' : merged.contentWidth,
    autoHideHeader: merged.fixedHeader && merged.autoHideHeader,
    fixSiderbar: merged.layout === 'topmenu' ? false : merged.fixSiderbar,
  };
}

/** Applies a change from the drawer and re-establishes the dependencies. */
export function changeSettings(
  current: DisplaySettings,
  change: Partial<DisplaySettings>,
): DisplaySettings {
  return normaliseSettings({ ...current, ...change });
}

export interface SettingsAvailability {
  /** spec 2.9: 流式 is offered only when not in side-menu mode. */
  fluidOffered: boolean;
  /** spec 2.9: hide on scroll is enabled only when the header is fixed. */
  autoHideHeaderEnabled: boolean;
  /** spec 2.9: fix side menu is disabled in top-menu mode. */
  fixSiderbarEnabled: boolean;
}

export function settingsAvailability(settings: DisplaySettings): SettingsAvailability {
  return {
    fluidOffered: settings.layout !== 'sidemenu',
    autoHideHeaderEnabled: settings.fixedHeader,
    fixSiderbarEnabled: settings.layout !== 'topmenu',
  };
}

/** spec 2.9: fluid width takes effect only in top-menu mode. */
export function isFluidContent(settings: DisplaySettings): boolean {
  return settings.layout === 'topmenu' && settings.contentWidth === 'Fluid';
}

export function headerAutoHides(settings: Pick<DisplaySettings, 'fixedHeader' | 'autoHideHeader'>) {
  return settings.fixedHeader && settings.autoHideHeader;
}

/**
 * Whether the header is hidden after a scroll from `previousTop` to `top`: scrolling up shows it,
 * scrolling down past the threshold hides it, and near the top it is always shown (spec 9).
 */
export function nextHeaderHidden(
  hidden: boolean,
  previousTop: number,
  top: number,
  threshold: number = HIDE_HEADER_SCROLL_PX,
): boolean {
  if (top <= threshold) return false;
  if (top < previousTop) return false;
  if (top > previousTop) return true;
  return hidden;
}
