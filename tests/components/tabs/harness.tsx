import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { useState, type ReactElement } from 'react';
import { Link, MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import type { TabMeta } from '../../../src/lib/tabs';
import { KeepAliveOutlet, TabsBar, TabsProvider, useTabs } from '../../../src/shell/tabs';

/** Routes of the tests: 甲 and 乙 are kept alive, 丙 is not. */
export const PAGES: Record<string, TabMeta & { name: string }> = {
  '/Home': { name: '首页', title: '首页', keepAlive: true },
  '/a': { name: '甲', title: '页面甲', keepAlive: true },
  '/b': { name: '乙', title: '页面乙', keepAlive: true },
  '/c': { name: '丙', title: '页面丙', keepAlive: false },
};

/** A menu group's route: it only redirects to its first page, as src/shell/routes.tsx does. */
export const GROUP_PATH = '/group';

/** As the shell's resolver: a route that only redirects has no page, so no tab. */
const resolveTab = (pathname: string): TabMeta | null => PAGES[pathname] ?? null;

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
  /** Replaces the counter page of a path (e.g. with one that crashes). */
  elements?: Record<string, ReactElement>;
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
        <Link to={GROUP_PATH}>打开分组</Link>
        <CloseCurrent />
      </nav>
      <main>
        <KeepAliveOutlet max={max} />
      </main>
    </TabsProvider>
  );
}

export function renderTabs({
  entry = '/Home',
  multipage = true,
  max,
  elements = {},
}: HarnessOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AntdApp>
        <Routes>
          <Route element={<Layout multipage={multipage} max={max} />}>
            {Object.entries(PAGES).map(([path, page]) => (
              <Route
                key={path}
                path={path}
                element={elements[path] ?? <CounterPage name={page.name} />}
              />
            ))}
            <Route path={GROUP_PATH} element={<Navigate to="/a" replace />} />
          </Route>
        </Routes>
      </AntdApp>
    </MemoryRouter>,
  );
}

/** antd's tab bar sets no pointer styles that matter here, and the check is slow under jsdom. */
export const click = (element: Element) =>
  userEvent.click(element, { pointerEventsCheck: PointerEventsCheckLevel.Never });

/** antd builds its styles on first render, which takes seconds on a busy machine. */
export const SLOW_DOM = { timeout: 20_000 };

export const openPage = (name: string) => click(screen.getByText(`打开${name}`));

/**
 * The tabs proper: antd also gives each close button role tab. Plain selectors, because role
 * queries over antd's DOM take seconds each under jsdom.
 */
const tabNodes = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>('[role="tab"].ant-tabs-tab-btn'),
];

export function tab(title: string): HTMLElement {
  const node = tabNodes().find((candidate) => candidate.textContent === title);
  if (node === undefined) throw new Error(`no tab ${title} among ${tabTitles().join(', ')}`);
  return node;
}

export const tabTitles = () => tabNodes().map((node) => node.textContent);

export const activeTabTitle = () =>
  tabNodes().find((node) => node.getAttribute('aria-selected') === 'true')?.textContent;

function tabContainer(title: string): HTMLElement {
  const container = tab(title).closest('.ant-tabs-tab');
  if (!(container instanceof HTMLElement)) throw new Error(`no tab ${title}`);
  return container;
}

export const closeButtonOf = (title: string): HTMLElement =>
  within(tabContainer(title)).getByLabelText('关闭');

export const hasCloseButton = (title: string): boolean =>
  within(tabContainer(title)).queryByLabelText('关闭') !== null;

/** The context menu hangs on the tab's label. */
export const tabLabel = (title: string) => within(tab(title)).getByText(title);

export const counterText = (name: string) => screen.getByText(new RegExp(`^${name}计数`));
