import { lazyPage, withPages } from '../../kit/resource';
import { positionResource } from './resource';

/** 职务管理 (spec 2.7 positions). */
export default withPages(positionResource, {
  'system/SysPositionList': lazyPage(
    () => import('./PositionListPage'),
    (m) => m.PositionListPage,
  ),
});
