import { lazyPage, withPages } from '../../kit/resource';
import { authEntityResource } from './resource';

export default withPages(authEntityResource, {
  // The demo menu's 公司管理 → 实体管理 (cap.yaml UserResourceList, issue 19 A).
  'auth/EntityList': lazyPage(
    () => import('./EntityListPage'),
    (m) => m.EntityListPage,
  ),
});
