import { createRoutesFromElements, matchRoutes, Navigate, Route } from 'react-router';
import { lazyWithRetry } from '../components/ErrorBoundary';
import { HOME_PATH, HOME_TITLE } from '../lib/constants';
import type { MenuModel, MenuNode } from '../lib/menu/types';
import type { TabMeta } from '../lib/tabs';
import { MenuPage } from './menu/MenuPage';
import { USER_ANNOUNCEMENT_PATH } from './notices/announcement';
import { HomePage, UserAnnouncementPage } from './pages';

// The 403/404/500 pages (antd Result and its illustrations) load when one is shown.
const ErrorPage = lazyWithRetry(
  () => import('./errors/ErrorPage'),
  'page',
  (module) => module.ErrorPage,
);

// The signed-in shell (layout, menu, header) loads after sign-in, not with the sign-in page.
export const SignedInShell = lazyWithRetry(
  () => import('./SignedInShell'),
  'page',
  (module) => module.SignedInShell,
);

/**
 * The tab a signed-in page opens, carried by its route. Routes without one only redirect and
 * open no tab (issue 13: no tab for `/` or a menu group, none titled with a raw path).
 */
class TabHandle {
  constructor(readonly tab: TabMeta) {}
}

const HOME_TAB: TabMeta = { title: HOME_TITLE, keepAlive: true };

/** spec 2.1 static signed-in pages, used when the server menu does not route them itself. */
const STATIC_PAGES = [
  { path: HOME_PATH, tab: HOME_TAB, element: <HomePage /> },
  {
    path: USER_ANNOUNCEMENT_PATH,
    tab: { title: '我的消息', keepAlive: false },
    element: <UserAnnouncementPage />,
  },
];

function firstPage(node: MenuNode): string | undefined {
  if (node.kind !== 'container') return node.path;
  return node.children.map(firstPage).find((path) => path !== undefined);
}

function tabOf(node: MenuNode): TabMeta {
  // The home tab is 首页 and kept alive whatever the menu entry says (spec 2.8).
  if (node.path === HOME_PATH) return { ...HOME_TAB, name: node.name };
  return { title: node.title, keepAlive: node.keepAlive, name: node.name };
}

function menuRoute(node: MenuNode) {
  if (node.kind === 'container') {
    const target = node.redirect ?? firstPage(node);
    return target && target !== node.path ? (
      <Route key={node.id} path={node.path} element={<Navigate to={target} replace />} />
    ) : null;
  }
  return (
    <Route
      key={node.id}
      path={node.path}
      handle={new TabHandle(tabOf(node))}
      element={<MenuPage node={node} />}
    />
  );
}

/** spec 6: an entry whose meta.permission the user lacks leads to the 403 page, never to its page. */
function forbiddenRoute(node: MenuNode) {
  return <Route key={node.id} path={node.path} element={<Navigate to="/403" replace />} />;
}

/**
 * Signed-in routes (spec 2.1–2.3): `/` → `/Home`, one route per routed menu entry once the menu
 * is loaded, and the 404 redirect for anything else. Called inside <Routes>.
 */
export function signedInRoutes(model: MenuModel) {
  const routed = new Set([...model.routes, ...model.forbidden].map((node) => node.path));
  return (
    <Route element={<SignedInShell />}>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      {STATIC_PAGES.filter((page) => !routed.has(page.path)).map((page) => (
        <Route
          key={page.path}
          path={page.path}
          handle={new TabHandle(page.tab)}
          element={page.element}
        />
      ))}
      {model.routes.map(menuRoute)}
      {model.forbidden.map(forbiddenRoute)}
      {/* Until the menu is loaded the shell shows loading instead of this. */}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Route>
  );
}

/**
 * The tab of the page the signed-in routes show at a path, matched as the router matches them,
 * or null when that route only redirects. Feeds <TabsProvider resolveTab>.
 */
export function tabResolverFor(model: MenuModel): (pathname: string) => TabMeta | null {
  const routes = createRoutesFromElements(signedInRoutes(model));
  return (pathname) => {
    const leaf = matchRoutes(routes, pathname)?.at(-1);
    const handle: unknown = leaf?.route.handle;
    return handle instanceof TabHandle ? handle.tab : null;
  };
}

/** Error pages (spec 2.1). */
export function errorRoutes() {
  return (
    <>
      <Route path="/403" element={<ErrorPage status={403} />} />
      <Route path="/404" element={<ErrorPage status={404} />} />
      <Route path="/500" element={<ErrorPage status={500} />} />
    </>
  );
}
