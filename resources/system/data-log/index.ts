import { lazyPage, withPages } from '../../kit/resource';
import { dataLogResource } from './resource';

/** 数据日志, written by the server only. */
export default withPages(dataLogResource, {
  'system/DataLogList': lazyPage(
    () => import('./DataLogListPage'),
    (m) => m.DataLogListPage,
  ),
});
