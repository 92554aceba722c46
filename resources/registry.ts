/**
 * JeecgBoot component paths named by the server menu → the console's pages (architecture "Server
 * menu → Refine resources"), so menus already configured in the backend keep working.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

const pages: Readonly<Record<string, Page>> = {
  'dashboard/Analysis': lazy(() =>
    import('../src/shell/home/HomePage').then((m) => ({ default: m.HomePage })),
  ),
  'system/DepartList': lazy(() =>
    import('./system/depart/DepartListPage').then((m) => ({ default: m.DepartListPage })),
  ),
  'system/SysPositionList': lazy(() =>
    import('./system/position/PositionListPage').then((m) => ({ default: m.PositionListPage })),
  ),
  'system/LogList': lazy(() =>
    import('./system/log/LogListPage').then((m) => ({ default: m.LogListPage })),
  ),
  'system/QuartzJobList': lazy(() =>
    import('./system/quartz/QuartzJobListPage').then((m) => ({ default: m.QuartzJobListPage })),
  ),
  'system/RoleList': lazy(() =>
    import('./system/role/RoleListPage').then((m) => ({ default: m.RoleListPage })),
  ),
  'system/TenantList': lazy(() =>
    import('./system/tenant/TenantListPage').then((m) => ({ default: m.TenantListPage })),
  ),
  'system/UserAnnouncementList': lazy(() =>
    import('../src/shell/notices/UserAnnouncementPage').then((m) => ({
      default: m.UserAnnouncementPage,
    })),
  ),
};

export function pageForComponent(component: string): Page | undefined {
  // Old menus may carry 'views/', a leading '/' or '.vue' (jeecg-contracts §2.4).
  const key = component
    .replace(/^\/+/, '')
    .replace(/^(src\/)?views\//, '')
    .replace(/\.vue$/, '');
  return pages[key];
}
