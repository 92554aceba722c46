import { lazyPage, withPages } from '../../kit/resource';
import { logResource } from './resource';

/** 系统日志, written by the server only. */
export default withPages(logResource, {
  'system/LogList': lazyPage(
    () => import('./LogListPage'),
    (m) => m.LogListPage,
  ),
});
