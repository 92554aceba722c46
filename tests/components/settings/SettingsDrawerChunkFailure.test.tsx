import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntdApp, Button } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../../src/lib/storage';
import {
  DisplaySettingsProvider,
  SettingsDrawer,
  useDisplaySettings,
} from '../../../src/shell/settings';
import type * as SettingsPanelModule from '../../../src/shell/settings/SettingsPanel';
import { MemoryStorage } from '../../unit/lib/memoryStorage';

// The drawer's chunk fails to load until the network is back.
const network = vi.hoisted(() => ({ up: false }));
vi.mock('../../../src/shell/settings/SettingsPanel', async (importOriginal) => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal<typeof SettingsPanelModule>();
});

function OpenButton() {
  const { openDrawer } = useDisplaySettings();
  return <Button onClick={openDrawer}>打开设置</Button>;
}

const click = (element: Element) =>
  userEvent.click(element, { pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  // React reports the error the boundary catches; here it is the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

describe('the settings drawer whose code fails to load (spec 8.4)', { timeout: 30_000 }, () => {
  it('shows 组件加载失败 in a drawer titled 系统设置; 重新加载 loads the settings in it', async () => {
    const storage = createStorage({ local: new MemoryStorage(), session: new MemoryStorage() });
    render(
      <AntdApp>
        <DisplaySettingsProvider storage={storage}>
          <OpenButton />
          <SettingsDrawer />
        </DisplaySettingsProvider>
      </AntdApp>,
    );
    await click(screen.getByText('打开设置'));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('组件加载失败')).toBeInTheDocument();
    expect(failure.closest('.ant-drawer')).toHaveTextContent('系统设置');

    network.up = true;
    await click(within(failure).getByRole('button', { name: '重新加载' }));

    expect(await screen.findByText('整体风格设置')).toBeInTheDocument();
    expect(screen.queryByText('组件加载失败')).toBeNull();
  });
});
