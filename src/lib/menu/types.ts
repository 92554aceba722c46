/** The console's menu model, built from the server menu (spec 2.3, 3 "Menu entry"). */

/** How an entry is shown: a group of entries, a routed page, an iframe page or a new-tab link. */
export type MenuNodeKind = 'container' | 'page' | 'iframe' | 'external';

export interface MenuNode {
  /** Server id of the entry. */
  id: string;
  /** Route path, always starting with '/' for routed entries. */
  path: string;
  /** Route name (JeecgBoot: componentName or the path turned into a name). */
  name: string;
  title: string;
  /** antd icon name from the server, e.g. 'setting'. */
  icon?: string;
  /** JeecgBoot component path, e.g. 'system/UserList' or 'layouts/RouteView'. */
  component: string;
  kind: MenuNodeKind;
  /** Resolved, checked http(s) URL of iframe and external entries. */
  url?: string;
  /** Hidden entries are routed but not shown in the menu (spec 2.5). */
  hidden: boolean;
  keepAlive: boolean;
  /** spec 2.5: route meta can hide the page header content (the breadcrumb). */
  hideHeaderContent: boolean;
  /** Redirect target of a container route. */
  redirect?: string;
  /** Ids of the ancestors, outermost first (for open keys and breadcrumbs). */
  parentIds: string[];
  children: MenuNode[];
}

export interface MenuModel {
  /** The visible tree (hidden entries and route flag '0' items left out). */
  tree: MenuNode[];
  /** Every routed entry the user may open, hidden ones included, in menu order. */
  routes: MenuNode[];
  /**
   * Routed entries whose meta.permission the user lacks, or below such an entry (spec 6): left
   * out of the menu and of `routes`; their paths lead to the 403 page.
   */
  forbidden: MenuNode[];
}
