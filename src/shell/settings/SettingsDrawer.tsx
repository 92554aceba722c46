import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../components/ErrorBoundary/lazyWithRetry';
import { useDisplaySettings } from './DisplaySettingsContext';

// The drawer's controls (Drawer, Radio, Select, Switch, the colour presets) load when it is first
// opened, not with the shell on every page (issue 20).
const SettingsDrawerView = lazyWithRetry(
  () => import('./SettingsDrawerView'),
  'widget',
  (module) => module.SettingsDrawerView,
);

/** Starts fetching the drawer's code, so that 系统设置 finds it loaded. */
export function preloadSettingsDrawer(): Promise<void> {
  return SettingsDrawerView.preload();
}

/**
 * The display settings drawer of spec 2.9, mounted at its first opening and kept mounted after, so
 * it closes with antd's animation.
 */
export function SettingsDrawer() {
  const { drawerOpen } = useDisplaySettings();
  const [used, setUsed] = useState(false);
  if (!used && drawerOpen) setUsed(true);
  if (!used && !drawerOpen) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawerView />
    </Suspense>
  );
}
