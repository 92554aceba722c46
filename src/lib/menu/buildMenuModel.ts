/** Server menu (UserResourceListInquiry `menu`) → the console's menu model (spec 2.3, 2.5). */
import type { components } from '../../api/generated/cap';
import { HOME_TITLE } from '../constants';
import type { MenuModel, MenuNode, MenuNodeKind } from './types';

export type ServerMenuItem = components['schemas']['CapMenuItem'];

/** Turns a raw meta.url into a checked http(s) URL, or undefined when it opens nothing. */
export type UrlResolver = (raw: string | null | undefined) => string | undefined;

/** Whether the user holds a permission code (spec 6 "the user's permission list"). */
export type PermissionCheck = (code: string) => boolean;

const EVERY_CODE_HELD: PermissionCheck = () => true;

/**
 * spec 6 "Routes are filtered by meta.permission against the user's permission list", read as
 * JeecgBoot's `hasPermission` (store/modules/permission.js): an entry without meta.permission is
 * open to all; one with it opens when the user holds any of its codes, so an empty list opens to
 * nobody. meta.permissionList (the page's buttons) is not a route rule.
 */
export function isRoutePermitted(
  required: readonly string[] | null | undefined,
  isGranted: PermissionCheck,
): boolean {
  return required == null || required.some(isGranted);
}

const IFRAME_COMPONENT = 'layouts/IframePageView';

function kindOf(item: ServerMenuItem): MenuNodeKind {
  if (item.component === IFRAME_COMPONENT) {
    return item.meta.internalOrExternal ? 'external' : 'iframe';
  }
  // spec 2.3: components under the layouts area are shells around their children.
  if (item.component.startsWith('layouts/') || (item.children?.length ?? 0) > 0) {
    return 'container';
  }
  return 'page';
}

function joinPath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parentPath.endsWith('/') ? parentPath : `${parentPath}/`;
  return `${base}${path}`;
}

interface BuildContext {
  resolveUrl: UrlResolver;
  isGranted: PermissionCheck;
  /** Ids of the entries the user may not open (collected while building). */
  forbiddenIds: Set<string>;
}

function toNode(
  item: ServerMenuItem,
  parentPath: string,
  parentIds: string[],
  context: BuildContext,
  parentForbidden = false,
): MenuNode | undefined {
  // spec 2.3: items whose route flag is '0' are skipped.
  if (item.route === '0') return undefined;
  const path = joinPath(parentPath, item.path);
  const kind = kindOf(item);
  // As JeecgBoot's filterAsyncRouter: an entry filtered out takes its children with it.
  const forbidden = parentForbidden || !isRoutePermitted(item.meta.permission, context.isGranted);
  if (forbidden) context.forbiddenIds.add(item.id);
  const children = (item.children ?? [])
    .map((child) => toNode(child, path, [...parentIds, item.id], context, forbidden))
    .filter((child): child is MenuNode => child !== undefined);
  const url =
    kind === 'iframe' || kind === 'external' ? context.resolveUrl(item.meta.url) : undefined;
  return {
    id: item.id,
    path,
    name: item.name,
    title: item.meta.title,
    icon: item.meta.icon,
    component: item.component,
    kind,
    url,
    hidden: item.hidden === true || item.meta.hideMenu === true,
    keepAlive: item.meta.keepAlive === true,
    hideHeaderContent: item.meta.hiddenHeaderContent === true,
    redirect: item.redirect ?? undefined,
    parentIds,
    children,
  };
}

function visible(nodes: MenuNode[]): MenuNode[] {
  return (
    nodes
      .filter((node) => !node.hidden)
      .map((node) => ({ ...node, children: visible(node.children) }))
      // A group left with no visible entry shows nothing (jeecg-contracts §6.3).
      .filter((node) => node.kind !== 'container' || node.children.length > 0)
  );
}

function routed(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [
    ...(node.kind === 'external' ? [] : [node]),
    ...routed(node.children),
  ]);
}

function withoutForbidden(nodes: MenuNode[], forbiddenIds: Set<string>): MenuNode[] {
  return nodes
    .filter((node) => !forbiddenIds.has(node.id))
    .map((node) => ({ ...node, children: withoutForbidden(node.children, forbiddenIds) }));
}

/**
 * The menu model of the server menu; `isGranted` answers for the codes of meta.permission
 * (without it every entry is open, as for a menu the server has already filtered).
 */
export function buildMenuModel(
  menu: readonly ServerMenuItem[],
  resolveUrl: UrlResolver,
  isGranted: PermissionCheck = EVERY_CODE_HELD,
): MenuModel {
  const context: BuildContext = { resolveUrl, isGranted, forbiddenIds: new Set() };
  const nodes = menu
    .map((item) => toNode(item, '/', [], context))
    .filter((node): node is MenuNode => node !== undefined);
  const permitted = withoutForbidden(nodes, context.forbiddenIds);
  return {
    tree: visible(permitted),
    routes: routed(permitted),
    forbidden: routed(nodes).filter((node) => context.forbiddenIds.has(node.id)),
  };
}

/** `/a/:id` matches `/a/42`: entries with route parameters are matched by full path (spec 2.5). */
function matchesPattern(pattern: string, pathname: string): boolean {
  if (!pattern.includes(':')) return false;
  const segments = pattern.split('/');
  const actual = pathname.split('/');
  return (
    segments.length === actual.length &&
    segments.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

/** The routed entry for a location: exact path first, then the longest enclosing path. */
export function findRouteNode(model: MenuModel, pathname: string): MenuNode | undefined {
  const exact = model.routes.find(
    (node) => node.path === pathname || matchesPattern(node.path, pathname),
  );
  if (exact) return exact;
  return model.routes
    .filter((node) => node.kind !== 'container' && pathname.startsWith(`${node.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export interface BreadcrumbItem {
  title: string;
  /** Absent for the current entry, which is plain text (spec 2.3). */
  path?: string;
}

/** spec 2.3: 首页 (/Home), then each matched entry's title; the current one is plain text. */
export function breadcrumbFor(
  model: MenuModel,
  pathname: string,
  homePath: string,
): BreadcrumbItem[] {
  const home: BreadcrumbItem = { title: HOME_TITLE, path: homePath };
  const node = findRouteNode(model, pathname);
  if (!node || node.path === homePath) return [{ title: HOME_TITLE }];
  const byId = new Map(model.routes.map((entry) => [entry.id, entry]));
  const ancestors = node.parentIds
    .map((id) => byId.get(id))
    .filter((entry): entry is MenuNode => entry !== undefined)
    .map((entry) => ({ title: entry.title, path: entry.redirect ?? firstPagePath(entry) }));
  return [home, ...ancestors, { title: node.title }];
}

function firstPagePath(node: MenuNode): string | undefined {
  if (node.kind !== 'container') return node.path;
  for (const child of node.children) {
    const path = firstPagePath(child);
    if (path) return path;
  }
  return undefined;
}
