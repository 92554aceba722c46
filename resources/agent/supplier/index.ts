import { lazyPage, withPages } from '../../kit/resource';
import { supplierResource } from './resource';

export default withPages(supplierResource, {
  // The demo menu's 代理商与供应商 → 供应商 (cap.yaml UserResourceList, issue 18 C).
  'agent/SupplierList': lazyPage(
    () => import('./SupplierListPage'),
    (m) => m.SupplierListPage,
  ),
});
