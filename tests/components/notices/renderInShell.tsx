/** Renders a notices component with what the signed-in shell provides: query client, antd App, router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Landing() {
  const { pathname, search } = useLocation();
  return <p>landed on {`${pathname}${search}`}</p>;
}

export function renderInShell(ui: ReactNode, path = '/Home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AntdApp>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </AntdApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The open antd modal's box, whose inline width the full-screen toggle changes. */
export function modalBox(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.ant-modal');
}
