import { lazyPage, withPages } from '../../kit/resource';
import { authSystemResource } from './resource';

export default withPages(authSystemResource, {
  // The demo menu's 公司管理 → 系统配置 (cap.yaml UserResourceList, issue 19 A).
  'auth/SystemList': lazyPage(
    () => import('./SystemListPage'),
    (m) => m.SystemListPage,
  ),
});
