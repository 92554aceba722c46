import { lazyPage, withPages } from '../../kit/resource';
import { subMchResource } from './resource';

export default withPages(subMchResource, {
  // The demo menu's 商户平台 → 商户管理 (cap.yaml UserResourceList).
  'merchant/SubMchList': lazyPage(
    () => import('./SubMchListPage'),
    (m) => m.SubMchListPage,
  ),
});
