import { lazyPage, withPages } from '../../kit/resource';
import { dataSourceResource } from './resource';

/** 多数据源. queryById answers the password decrypted (the list has it encrypted). */
export default withPages(dataSourceResource, {
  'system/SysDataSourceList': lazyPage(
    () => import('./DataSourceListPage'),
    (m) => m.DataSourceListPage,
  ),
});
