/**
 * JeecgBoot component paths named by the server menu → the console's pages (architecture "Server
 * menu → Refine resources"), so menus already configured in the backend keep working.
 */
import type { ComponentType } from 'react';
import { lazyWithRetry } from '../src/components/ErrorBoundary';

type Page = ComponentType;

const pages: Readonly<Record<string, Page>> = {
  'system/DepartList': lazyWithRetry(() =>
    import('./system/depart/DepartListPage').then((m) => ({ default: m.DepartListPage })),
  ),
  'system/DepartListSync': lazyWithRetry(() =>
    import('./system/depart/DepartListPage').then((m) => ({ default: m.DepartListSyncPage })),
  ),
  'system/DepartUserList': lazyWithRetry(() =>
    import('./system/my-depart/MyDepartListPage').then((m) => ({ default: m.MyDepartListPage })),
  ),
  'system/UserList': lazyWithRetry(() =>
    import('./system/user/UserListPage').then((m) => ({ default: m.UserListPage })),
  ),
  'system/SysUserOnlineList': lazyWithRetry(() =>
    import('./system/online/OnlineUserListPage').then((m) => ({
      default: m.OnlineUserListPage,
    })),
  ),
  'system/AddressList': lazyWithRetry(() =>
    import('./system/address-list/AddressListPage').then((m) => ({ default: m.AddressListPage })),
  ),
  'system/SysPositionList': lazyWithRetry(() =>
    import('./system/position/PositionListPage').then((m) => ({ default: m.PositionListPage })),
  ),
  'system/PermissionList': lazyWithRetry(() =>
    import('./system/permission/PermissionListPage').then((m) => ({
      default: m.PermissionListPage,
    })),
  ),
  'system/SysCategoryList': lazyWithRetry(() =>
    import('./system/category/CategoryListPage').then((m) => ({ default: m.CategoryListPage })),
  ),
  'system/DictList': lazyWithRetry(() =>
    import('./system/dict/DictListPage').then((m) => ({ default: m.DictListPage })),
  ),
  'system/AnnouncementList': lazyWithRetry(() =>
    import('./system/announcement/AnnouncementListPage').then((m) => ({
      default: m.AnnouncementListPage,
    })),
  ),
  'system/LogList': lazyWithRetry(() =>
    import('./system/log/LogListPage').then((m) => ({ default: m.LogListPage })),
  ),
  'system/QuartzJobList': lazyWithRetry(() =>
    import('./system/quartz/QuartzJobListPage').then((m) => ({ default: m.QuartzJobListPage })),
  ),
  'system/RoleList': lazyWithRetry(() =>
    import('./system/role/RoleListPage').then((m) => ({ default: m.RoleListPage })),
  ),
  'system/TenantList': lazyWithRetry(() =>
    import('./system/tenant/TenantListPage').then((m) => ({ default: m.TenantListPage })),
  ),
  'system/SysCheckRuleList': lazyWithRetry(() =>
    import('./system/check-rule/CheckRuleListPage').then((m) => ({
      default: m.CheckRuleListPage,
    })),
  ),
  'system/SysFillRuleList': lazyWithRetry(() =>
    import('./system/fill-rule/FillRuleListPage').then((m) => ({ default: m.FillRuleListPage })),
  ),
  'system/SysDataSourceList': lazyWithRetry(() =>
    import('./system/data-source/DataSourceListPage').then((m) => ({
      default: m.DataSourceListPage,
    })),
  ),
  'system/SysGatewayRouteList': lazyWithRetry(() =>
    import('./system/gateway-route/GatewayRouteListPage').then((m) => ({
      default: m.GatewayRouteListPage,
    })),
  ),
  'system/DataLogList': lazyWithRetry(() =>
    import('./system/data-log/DataLogListPage').then((m) => ({ default: m.DataLogListPage })),
  ),
  'monitor/RedisInfo': lazyWithRetry(() =>
    import('./monitor/redis/RedisInfoPage').then((m) => ({ default: m.RedisInfoPage })),
  ),
  'monitor/DiskMonitoring': lazyWithRetry(() =>
    import('./monitor/disk/DiskMonitoringPage').then((m) => ({ default: m.DiskMonitoringPage })),
  ),
  'monitor/JvmInfo': lazyWithRetry(() =>
    import('./monitor/jvm/JvmInfoPage').then((m) => ({ default: m.JvmInfoPage })),
  ),
  'monitor/SystemInfo': lazyWithRetry(() =>
    import('./monitor/system/SystemInfoPage').then((m) => ({ default: m.SystemInfoPage })),
  ),
  'monitor/TomcatInfo': lazyWithRetry(() =>
    import('./monitor/tomcat/TomcatInfoPage').then((m) => ({ default: m.TomcatInfoPage })),
  ),
  'monitor/HttpTrace': lazyWithRetry(() =>
    import('./monitor/httptrace/HttpTracePage').then((m) => ({ default: m.HttpTracePage })),
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
