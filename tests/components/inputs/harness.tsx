/** Rendering shared by the inputs component tests: the app's antd locale and App context. */
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement, ReactNode } from 'react';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** Renders inside the providers; `rerender` keeps them, so the widget is not remounted. */
export function renderWidget(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}
