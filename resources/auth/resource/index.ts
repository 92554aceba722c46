import { lazyPage, withPages } from '../../kit/resource';
import { authResourceResource } from './resource';

export default withPages(authResourceResource, {
  // The demo menu's 公司管理 → 资源 (cap.yaml UserResourceList, issue 19 B).
  'auth/ResourceList': lazyPage(
    () => import('./ResourceListPage'),
    (m) => m.ResourceListPage,
  ),
});
