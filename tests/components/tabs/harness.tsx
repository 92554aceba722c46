import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TabMeta } from '../../../src/lib/tabs';
import { KeepAliveOutlet, TabsBar, TabsProvider, useTabs } from '../../../src/shell/tabs';

/** Routes of the tests: 甲 and 乙 are kept alive, 丙 is not. */
export const PAGES: Record<string, TabMeta & { name: string }> = {
  '/Home': { name: '首页', title: '首页', keepAlive: true },
  '/a': { name: '甲', title: '页面甲', keepAlive: true },
  '/b': { name: '乙', title: '页面乙', keepAlive: true },
  '/c': { name: '丙', title: '页面丙', keepAlive: false },
};

const resolveTab = (pathname: string): TabMeta =>
  PAGES[pathname] ?? { title: '', keepAlive: false };

/** A page with local state, so the tests can tell a kept page from a remounted one. */
function CounterPage({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  return (
    <section>
      <p>
        {name}计数 {count}
      </p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {name}加一
      </button>
      <p>
        {name}位置 {pathname}
      </p>
    </section>
  );
}

function CloseCurrent() {
  const { activeKey, close } = useTabs();
  return (
    <button type="button" onClick={() => activeKey !== null && close(activeKey)}>
      关闭当前
    </button>
  );
}

export interface HarnessOptions {
  entry?: string;
  multipage?: boolean;
  max?: number;
}

function Layout({ multipage, max }: Pick<HarnessOptions, 'multipage' | 'max'>) {
  return (
    <TabsProvider resolveTab={resolveTab} multipage={multipage}>
      <TabsBar />
      <nav>
        {Object.entries(PAGES).map(([path, page]) => (
          <Link key={path} to={path}>
            打开{page.name}
          </Link>
        ))}
        <CloseCurrent />
      </nav>
      <main>
        <KeepAliveOutlet max={max} />
      </main>
    </TabsProvider>
  );
}

export function renderTabs({ entry = '/Home', multipage = true, max }: HarnessOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AntdApp>
        <Routes>
          <Route element={<Layout multipage={multipage} max={max} />}>
            {Object.entries(PAGES).map(([path, page]) => (
              <Route key={path} path={path} element={<CounterPage name={page.name} />} />
            ))}
          </Route>
        </Routes>
      </AntdApp>
    </MemoryRouter>,
  );
}

export const openPage = (name: string) =>
  userEvent.click(screen.getByRole('link', { name: `打开${name}` }));

export const tab = (title: string) => screen.getByRole('tab', { name: title });

/** antd also gives each close button role tab; the tabs proper are the `-btn` nodes. */
const tabNodes = () =>
  screen.queryAllByRole('tab').filter((node) => node.classList.contains('ant-tabs-tab-btn'));

export const tabTitles = () => tabNodes().map((node) => node.textContent);

export const activeTabTitle = () =>
  tabNodes().find((node) => node.getAttribute('aria-selected') === 'true')?.textContent;

export function closeButtonOf(title: string): HTMLElement {
  const container = tab(title).closest('.ant-tabs-tab');
  if (!(container instanceof HTMLElement)) throw new Error(`no tab ${title}`);
  return within(container).getByRole('tab', { name: '关闭' });
}

/** The context menu hangs on the tab's label. */
export const tabLabel = (title: string) => within(tab(title)).getByText(title);

export const counterText = (name: string) => screen.getByText(new RegExp(`^${name}计数`));
