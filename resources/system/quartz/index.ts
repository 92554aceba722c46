import { lazyPage, withPages } from '../../kit/resource';
import { quartzJobResource } from './resource';

/** 定时任务. */
export default withPages(quartzJobResource, {
  'system/QuartzJobList': lazyPage(
    () => import('./QuartzJobListPage'),
    (m) => m.QuartzJobListPage,
  ),
});
