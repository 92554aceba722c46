/** Renders a picker with what the signed-in shell gives it: a query client and antd's App. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';

export function renderPicker(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapped = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <AntdApp>{element}</AntdApp>
    </QueryClientProvider>
  );
  const view = render(wrapped(ui));
  return { ...view, rerender: (element: ReactElement) => view.rerender(wrapped(element)) };
}

// antd's pointer-events styles need no re-checking on every click.
export const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

/** The open modal titled `title`. */
export function modalTitled(title: string): HTMLElement {
  const heading = [...document.querySelectorAll('.ant-modal-title')].find(
    (node) => node.textContent === title,
  );
  const modal = heading?.closest<HTMLElement>('.ant-modal');
  if (!modal) throw new Error(`no modal titled ${title}`);
  return modal;
}

/** The table row holding `text` in a cell. */
export function rowOf(container: HTMLElement, text: string): HTMLElement {
  const row = [...container.querySelectorAll<HTMLElement>('tr')].find((tr) =>
    [...tr.querySelectorAll('td')].some((td) => td.textContent === text),
  );
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

export const sysOk = (result: unknown) => ({ success: true, message: '', code: 0, result });
export const sysFailure = (message: string) => ({
  success: false,
  message,
  code: 500,
  result: null,
});

/** The tree node titled `title` (department names also appear in table cells). */
export function treeNode(container: HTMLElement, title: string): HTMLElement {
  const node = [...container.querySelectorAll<HTMLElement>('.ant-tree-title')].find(
    (item) => item.textContent === title,
  );
  if (!node) throw new Error(`no tree node ${title}`);
  return node;
}
