/** Renders a query-area widget the way the signed-in shell does: antd App and a router. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

export function renderWidget(ui: ReactNode, path = '/system/user') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConfigProvider locale={zhCN}>
        <AntdApp>{ui}</AntdApp>
      </ConfigProvider>
    </MemoryRouter>,
  );
}

// antd's pointer-events styles need no re-checking on every click; it is slow under jsdom.
export const userEvent = userEventLib.setup({
  pointerEventsCheck: PointerEventsCheckLevel.Never,
  delay: null,
});

/**
 * The button labelled `name` inside `scope` (antd spaces out two-character labels: 查 询). Text
 * queries: role queries over antd's portals take seconds each under jsdom.
 */
export function button(scope: HTMLElement, name: string): HTMLElement {
  const pattern = new RegExp(`^${name.split('').join('\\s?')}$`);
  const label = within(scope).getByText(pattern, { selector: 'button span' });
  const found = label.closest<HTMLElement>('button');
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export const OPTION = '.ant-select-item-option-content';

/** Opens the select with this accessible name (inside `scope`) and picks the option shown as `text`. */
export async function choose(scope: HTMLElement, label: string, text: string) {
  await userEvent.click(within(scope).getByLabelText(label, { selector: 'input' }));
  const options = await screen.findAllByText(text, { selector: OPTION });
  const visible = options.at(-1);
  if (!visible) throw new Error(`no option ${text}`);
  await userEvent.click(visible);
}

/** The open antd dialog whose title is `title`. */
export async function dialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const box = heading.closest<HTMLElement>('.ant-modal');
  if (!box) throw new Error(`no dialog ${title}`);
  return box;
}

/** The open confirmation whose content is `content`. */
export async function confirmation(content: string): Promise<HTMLElement> {
  const text = await screen.findByText(content, { selector: '.ant-modal-confirm-content' });
  const box = text.closest<HTMLElement>('.ant-modal');
  if (!box) throw new Error(`no confirmation ${content}`);
  return box;
}

/** Waits for an antd message toast of this kind with this text. */
export async function toast(kind: 'warning' | 'success' | 'error', text: string) {
  const notices = await screen.findAllByText(text);
  expect(notices.some((notice) => notice.closest(`.ant-message-${kind}`))).toBe(true);
}

export const gone = (text: string) => waitFor(() => expect(screen.queryByText(text)).toBeNull());
