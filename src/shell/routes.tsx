import { Navigate, Route } from 'react-router';
import { lazyWithRetry } from '../components/ErrorBoundary';
import { HOME_PATH } from '../lib/constants';
import type { MenuModel, MenuNode } from '../lib/menu/types';
import { ErrorPage } from './errors/ErrorPage';
import { MenuPage } from './menu/MenuPage';

// The signed-in shell (layout, menu, header) loads after sign-in, not with the sign-in page.
const SignedInShell = lazyWithRetry(() =>
  import('./SignedInShell').then((m) => ({ default: m.SignedInShell })),
);
const HomePage = lazyWithRetry(() =>
  import('./home/HomePage').then((m) => ({ default: m.HomePage })),
);
const UserAnnouncementPage = lazyWithRetry(() =>
  import('./notices/UserAnnouncementPage').then((m) => ({ default: m.UserAnnouncementPage })),
);

/** spec 2.1 static signed-in pages, used when the server menu does not route them itself. */
const STATIC_PAGES = [
  { path: HOME_PATH, element: <HomePage /> },
  { path: '/isps/userAnnouncement', element: <UserAnnouncementPage /> },
];

function firstPage(node: MenuNode): string | undefined {
  if (node.kind !== 'container') return node.path;
  return node.children.map(firstPage).find((path) => path !== undefined);
}

function menuRoute(node: MenuNode) {
  if (node.kind === 'container') {
    const target = node.redirect ?? firstPage(node);
    return target && target !== node.path ? (
      <Route key={node.id} path={node.path} element={<Navigate to={target} replace />} />
    ) : null;
  }
  return <Route key={node.id} path={node.path} element={<MenuPage node={node} />} />;
}

/**
 * Signed-in routes (spec 2.1–2.3): `/` → `/Home`, one route per routed menu entry once the menu
 * is loaded, and the 404 redirect for anything else. Called inside <Routes>.
 */
export function signedInRoutes(model: MenuModel) {
  const routed = new Set(model.routes.map((node) => node.path));
  return (
    <Route element={<SignedInShell />}>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      {STATIC_PAGES.filter((page) => !routed.has(page.path)).map((page) => (
        <Route key={page.path} path={page.path} element={page.element} />
      ))}
      {model.routes.map(menuRoute)}
      {/* Until the menu is loaded the shell shows loading instead of this. */}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Route>
  );
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
