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
  'system/DepartListSync': lazy(() =>
    import('./system/depart/DepartListPage').then((m) => ({ default: m.DepartListSyncPage })),
  ),
  'system/DepartUserList': lazy(() =>
    import('./system/my-depart/MyDepartListPage').then((m) => ({ default: m.MyDepartListPage })),
  ),
  'system/UserList': lazy(() =>
    import('./system/user/UserListPage').then((m) => ({ default: m.UserListPage })),
  ),
  'system/SysUserOnlineList': lazy(() =>
    import('./system/online/OnlineUserListPage').then((m) => ({
      default: m.OnlineUserListPage,
    })),
  ),
  'system/AddressList': lazy(() =>
    import('./system/address-list/AddressListPage').then((m) => ({ default: m.AddressListPage })),
  ),
  'system/SysPositionList': lazy(() =>
    import('./system/position/PositionListPage').then((m) => ({ default: m.PositionListPage })),
  ),
  'system/PermissionList': lazy(() =>
    import('./system/permission/PermissionListPage').then((m) => ({
      default: m.PermissionListPage,
    })),
  ),
  'system/SysCategoryList': lazy(() =>
    import('./system/category/CategoryListPage').then((m) => ({ default: m.CategoryListPage })),
  ),
  'system/DictList': lazy(() =>
    import('./system/dict/DictListPage').then((m) => ({ default: m.DictListPage })),
  ),
  'system/AnnouncementList': lazy(() =>
    import('./system/announcement/AnnouncementListPage').then((m) => ({
      default: m.AnnouncementListPage,
    })),
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
  'system/SysCheckRuleList': lazy(() =>
    import('./system/check-rule/CheckRuleListPage').then((m) => ({
      default: m.CheckRuleListPage,
    })),
  ),
  'system/SysFillRuleList': lazy(() =>
    import('./system/fill-rule/FillRuleListPage').then((m) => ({ default: m.FillRuleListPage })),
  ),
  'system/SysDataSourceList': lazy(() =>
    import('./system/data-source/DataSourceListPage').then((m) => ({
      default: m.DataSourceListPage,
    })),
  ),
  'system/SysGatewayRouteList': lazy(() =>
    import('./system/gateway-route/GatewayRouteListPage').then((m) => ({
      default: m.GatewayRouteListPage,
    })),
  ),
  'system/DataLogList': lazy(() =>
    import('./system/data-log/DataLogListPage').then((m) => ({ default: m.DataLogListPage })),
  ),
  'monitor/RedisInfo': lazy(() =>
    import('./monitor/redis/RedisInfoPage').then((m) => ({ default: m.RedisInfoPage })),
  ),
  'monitor/DiskMonitoring': lazy(() =>
    import('./monitor/disk/DiskMonitoringPage').then((m) => ({ default: m.DiskMonitoringPage })),
  ),
  'monitor/JvmInfo': lazy(() =>
    import('./monitor/jvm/JvmInfoPage').then((m) => ({ default: m.JvmInfoPage })),
  ),
  'monitor/SystemInfo': lazy(() =>
    import('./monitor/system/SystemInfoPage').then((m) => ({ default: m.SystemInfoPage })),
  ),
  'monitor/TomcatInfo': lazy(() =>
    import('./monitor/tomcat/TomcatInfoPage').then((m) => ({ default: m.TomcatInfoPage })),
  ),
  'monitor/HttpTrace': lazy(() =>
    import('./monitor/httptrace/HttpTracePage').then((m) => ({ default: m.HttpTracePage })),
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
