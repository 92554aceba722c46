/**
 * The demo menu: the contract's full menu of the administrator (CapUserResourceListDemo) as
 * sys_permission rows, menus and buttons, and back again as the menu nodes the console reads.
 */
import { createHash } from 'node:crypto';
import type { components } from '../../../src/api/generated/cap';

export type MenuNode = components['schemas']['CapMenuItem'];
export type AuthItem = components['schemas']['CapAuthItem'];
export type AllAuthItem = components['schemas']['CapAllAuthItem'];

/** A sys_permission record's `data` (SysPermissionForm's fields plus the menu extras). */
export interface PermissionData {
  id: string;
  parentId: string | null;
  name: string;
  perms: string | null;
  permsType: string | null;
  icon: string | null;
  component: string | null;
  componentName: string | null;
  url: string | null;
  redirect: string | null;
  sortNo: number;
  menuType: 0 | 1 | 2;
  route: boolean;
  keepAlive: boolean;
  description: string | null;
  hidden: boolean;
  hideTab: boolean;
  status: string;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  delFlag: 0;
  createBy: string;
  createTime: string;
  updateBy: null;
  updateTime: null;
}

const EXTERNAL = /^https?:\/\/|\{\{/;

/** The menu node's `path`: the URL, or the MD5 of an external or placeholder URL (§6.3). */
export function menuPath(url: string): string {
  return EXTERNAL.test(url) ? createHash('md5').update(url).digest('hex') : url;
}

/** The node's `name`: the component name, or the URL without its slash, '/' → '-', ':' → '@'. */
export function menuName(data: Pick<PermissionData, 'url' | 'componentName'>): string {
  const url = data.url ?? '';
  if (EXTERNAL.test(url)) return menuPath(url);
  return (
    url.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@') || data.componentName || ''
  );
}

export function permissionsOfMenu(menu: readonly MenuNode[], createTime: string): PermissionData[] {
  const rows: PermissionData[] = [];
  const visit = (nodes: readonly MenuNode[], parentId: string | null) => {
    nodes.forEach((node, index) => {
      const url = node.meta.url ?? node.path;
      rows.push({
        id: node.id,
        parentId,
        name: node.meta.title,
        perms: null,
        permsType: null,
        icon: node.meta.icon ?? null,
        component: node.component,
        componentName: node.meta.componentName ?? null,
        url,
        redirect: node.redirect ?? null,
        sortNo: index + 1,
        menuType: parentId === null ? 0 : 1,
        route: node.route !== '0',
        keepAlive: node.meta.keepAlive ?? false,
        description: null,
        hidden: node.hidden ?? false,
        hideTab: node.meta.hideTab ?? false,
        status: '1',
        alwaysShow: node.alwaysShow ?? false,
        internalOrExternal: node.meta.internalOrExternal ?? false,
        delFlag: 0,
        createBy: 'admin',
        createTime,
        updateBy: null,
        updateTime: null,
      });
      visit(node.children ?? [], node.id);
    });
  };
  visit(menu, null);
  return rows;
}

/** The page a button belongs to: the first page whose component names the code's prefix. */
function pageOfButton(action: string, pages: readonly PermissionData[]): string | null {
  const prefix = action.split(':')[0]!.toLowerCase();
  const page = pages.find(
    (p) => p.menuType !== 2 && (p.component ?? '').toLowerCase().includes(prefix),
  );
  return page?.id ?? null;
}

export function permissionsOfButtons(
  buttons: readonly { action: string; type: string; describe?: string; status?: string }[],
  pages: readonly PermissionData[],
  idOf: (action: string) => string,
  createTime: string,
): PermissionData[] {
  return buttons.map((button, index) => ({
    id: idOf(button.action),
    parentId: pageOfButton(button.action, pages),
    name: button.describe ?? button.action,
    perms: button.action,
    permsType: button.type,
    icon: null,
    component: null,
    componentName: null,
    url: null,
    redirect: null,
    sortNo: index + 1,
    menuType: 2,
    route: false,
    keepAlive: false,
    description: null,
    hidden: false,
    hideTab: false,
    status: button.status ?? '1',
    alwaysShow: false,
    internalOrExternal: false,
    delFlag: 0,
    createBy: 'admin',
    createTime,
    updateBy: null,
    updateTime: null,
  }));
}

/** The menu tree the console reads (UserResourceListInquiry), from permission rows in order. */
export function menuTree(rows: readonly PermissionData[]): MenuNode[] {
  const pages = rows.filter((row) => row.menuType !== 2);
  const byParent = new Map<string | null, PermissionData[]>();
  for (const row of pages) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: string | null): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sortNo - b.sortNo)
      .map((row) => {
        const url = row.url ?? '';
        const children = build(row.id);
        const node: MenuNode = {
          id: row.id,
          route: row.route ? '1' : '0',
          path: menuPath(url),
          name: menuName(row),
          component: row.component ?? '',
          redirect: row.redirect,
          meta: {
            title: row.name,
            ...(row.icon ? { icon: row.icon } : {}),
            keepAlive: row.keepAlive,
            internalOrExternal: row.internalOrExternal,
            ...(row.componentName ? { componentName: row.componentName } : {}),
            ...(EXTERNAL.test(url) ? { url } : {}),
            ...(row.hideTab ? { hideTab: true } : {}),
          },
          ...(row.hidden ? { hidden: true } : {}),
          ...(row.alwaysShow ? { alwaysShow: true } : {}),
          ...(children.length > 0 ? { children } : {}),
        };
        return node;
      });
  // A page whose parent the user may not open is not reached from the top: not shown.
  return build(null);
}
