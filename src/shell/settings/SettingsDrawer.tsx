import { Button, Drawer, Flex, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../components/ErrorBoundary/lazyWithRetry';
import { MODAL_WIDTH } from '../../lib/constants';
import { useDisplaySettings } from './DisplaySettingsContext';

// The drawer's controls (Radio, Select, Switch, the colour presets) load when it is first opened,
// not with the shell on every page (issue 20). The drawer itself is part of the layout already.
const SettingsPanel = lazyWithRetry(
  () => import('./SettingsPanel'),
  'widget',
  (module) => module.SettingsPanel,
);

/** Starts fetching the drawer's controls, so that 系统设置 finds them loaded. */
export function preloadSettingsDrawer(): Promise<void> {
  return SettingsPanel.preload();
}

/**
 * The display settings drawer of spec 2.9: right side, 300 wide. Its content mounts at the first
 * opening and stays mounted after, so it closes with antd's animation; a failed load shows in the
 * drawer (组件加载失败, 重新加载).
 */
export function SettingsDrawer() {
  const { reset, drawerOpen, closeDrawer } = useDisplaySettings();
  const [used, setUsed] = useState(false);
  if (!used && drawerOpen) setUsed(true);
  if (!used && !drawerOpen) return null;
  return (
    <Drawer
      title="系统设置"
      placement="right"
      width={MODAL_WIDTH.settingsDrawer}
      open={drawerOpen}
      onClose={closeDrawer}
      footer={<Button onClick={reset}>恢复默认设置</Button>}
    >
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        }
      >
        <SettingsPanel />
      </Suspense>
    </Drawer>
  );
}
