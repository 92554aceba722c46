export { useDisplaySettings, type DisplaySettingsContextValue } from './DisplaySettingsContext';
export {
  DisplaySettingsProvider,
  type DisplaySettingsProviderProps,
} from './DisplaySettingsProvider';
export { SettingsDrawer } from './SettingsDrawer';
export { DisplaySettingsTheme, themeFor } from './theme';
export { usePrefersReducedMotion } from './reducedMotion';
