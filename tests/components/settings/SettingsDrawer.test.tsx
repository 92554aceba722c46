import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntdApp, Button, theme } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage, type ConsoleStorage } from '../../../src/lib/storage';
import {
  DisplaySettingsProvider,
  DisplaySettingsTheme,
  SettingsDrawer,
  useDisplaySettings,
} from '../../../src/shell/settings';
import { MemoryStorage } from '../../unit/lib/memoryStorage';

function newStorage() {
  const local = new MemoryStorage();
  return { local, storage: createStorage({ local, session: new MemoryStorage() }) };
}

function OpenButton() {
  const { openDrawer } = useDisplaySettings();
  return <Button onClick={openDrawer}>打开设置</Button>;
}

function PrimaryToken() {
  const { token } = theme.useToken();
  return <output aria-label="主色">{token.colorPrimary}</output>;
}

function renderDrawer(storage: ConsoleStorage) {
  return render(
    <AntdApp>
      <DisplaySettingsProvider storage={storage}>
        <DisplaySettingsTheme>
          <OpenButton />
          <PrimaryToken />
          <SettingsDrawer />
        </DisplaySettingsTheme>
      </DisplaySettingsProvider>
    </AntdApp>,
  );
}

/** antd checks no pointer styles that matter here, and the check is slow under jsdom. */
const click = (element: Element) =>
  userEvent.click(element, { pointerEventsCheck: PointerEventsCheckLevel.Never });

// Waits for the settings themselves: their code loads at the first opening.
const openDrawer = async () => {
  await click(screen.getByText('打开设置'));
  await screen.findByText('整体风格设置');
};

// Label queries: role queries over the whole drawer take seconds each under jsdom.
const toggle = (name: string) => screen.getByLabelText(name);
const radio = (name: string) => screen.getByLabelText(name);
/** antd radio buttons are chosen by clicking their label; the input itself takes no pointer. */
const choose = (name: string) => click(screen.getByText(name));
const swatch = (name: string) => screen.getByLabelText(name);
const primaryToken = () => screen.getByLabelText('主色');
const OPTION = '.ant-select-item-option-content';
const openWidthSelect = () => click(screen.getByLabelText('内容区域宽度', { selector: 'input' }));

// jsdom has no pseudo-element styles; antd's scroll lock asks for the scrollbar's and would log.
beforeEach(() => {
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

// The first drawer of a file builds antd's styles, which takes seconds under jsdom.
describe('SettingsDrawer (spec 2.9)', { timeout: 30_000 }, () => {
  it('opens with the preview warning and the defaults of spec 3', async () => {
    renderDrawer(newStorage().storage);
    await openDrawer();

    expect(screen.getByText(/仅用于开发环境预览/).closest('[role="alert"]')).not.toBeNull();
    expect(radio('亮色菜单风格')).toBeChecked();
    expect(radio('侧边栏导航')).toBeChecked();
    expect(swatch('默认蓝')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('多页签模式')).toBeChecked();
    expect(toggle('固定 Header')).not.toBeChecked();
  });

  it('keeps the chosen settings across a reload from storage', async () => {
    const { local, storage } = newStorage();
    const first = renderDrawer(storage);
    await openDrawer();
    await choose('暗色菜单风格');
    await choose('顶部栏导航');
    await click(toggle('固定 Header'));
    await click(toggle('多页签模式'));
    await click(toggle('色弱模式'));
    first.unmount();

    expect(local.getItem('pro__DEFAULT_SETTINGS')).toContain('"navTheme":"dark"');
    renderDrawer(storage);
    await openDrawer();

    expect(radio('暗色菜单风格')).toBeChecked();
    expect(radio('顶部栏导航')).toBeChecked();
    expect(toggle('固定 Header')).toBeChecked();
    expect(toggle('多页签模式')).not.toBeChecked();
    expect(toggle('色弱模式')).toBeChecked();
    expect(document.documentElement).toHaveClass('color-weak');
  });

  it('enables hide-on-scroll only with a fixed header', async () => {
    renderDrawer(newStorage().storage);
    await openDrawer();
    expect(toggle('下滑时隐藏 Header')).toBeDisabled();

    await click(toggle('固定 Header'));
    await click(toggle('下滑时隐藏 Header'));
    expect(toggle('下滑时隐藏 Header')).toBeChecked();

    await click(toggle('固定 Header'));
    expect(toggle('下滑时隐藏 Header')).toBeDisabled();
    expect(toggle('下滑时隐藏 Header')).not.toBeChecked();
  });

  it('disables the fixed side menu in top-menu mode and offers fluid width only there', async () => {
    renderDrawer(newStorage().storage);
    await openDrawer();
    await openWidthSelect();
    expect(await screen.findByText('固定', { selector: OPTION })).toBeInTheDocument();
    expect(screen.queryByText('流式', { selector: OPTION })).toBeNull();
    expect(toggle('固定侧边菜单')).toBeEnabled();

    await choose('顶部栏导航');

    expect(toggle('固定侧边菜单')).toBeDisabled();
    await openWidthSelect();
    expect(await screen.findByText('流式', { selector: OPTION })).toBeInTheDocument();
  });

  it('applies a colour preset to the antd primary token', async () => {
    renderDrawer(newStorage().storage);
    expect(primaryToken()).toHaveTextContent(/^#0267b5$/i);
    await openDrawer();

    await click(swatch('酱紫'));

    expect(primaryToken()).toHaveTextContent(/^#722ed1$/i);
    expect(swatch('酱紫')).toHaveAttribute('aria-pressed', 'true');
  });

  // The drawer's code loads at its first opening (issue 20).
  it('mounts no drawer before the first opening, and opens again after closing', async () => {
    renderDrawer(newStorage().storage);
    expect(screen.queryByText('系统设置')).toBeNull();

    await openDrawer();
    await click(screen.getByLabelText('Close'));
    await waitFor(() => expect(screen.getByText('系统设置')).not.toBeVisible());
    await openDrawer();

    expect(screen.getByText('系统设置')).toBeVisible();
    expect(toggle('多页签模式')).toBeChecked();
  });

  it('恢复默认设置 goes back to the defaults and forgets the stored settings', async () => {
    const { local, storage } = newStorage();
    renderDrawer(storage);
    await openDrawer();
    await click(toggle('固定 Header'));

    await click(screen.getByText('恢复默认设置'));

    expect(toggle('固定 Header')).not.toBeChecked();
    expect(local.getItem('pro__DEFAULT_SETTINGS')).toBeNull();
  });
});
