import { definePages, lazyPage } from '../../kit/resource';

// 监管 (issue 18 D): the demo menu's /sup entries; their reads are /cap services
// (providers/supervision-api.ts), so the module declares no kit endpoints.
export default definePages('supervision', {
  'supervision/BossView': lazyPage(
    () => import('./views'),
    (m) => m.BossView,
  ),
  'supervision/CustomerView': lazyPage(
    () => import('./views'),
    (m) => m.CustomerView,
  ),
  'supervision/SupplierView': lazyPage(
    () => import('./views'),
    (m) => m.SupplierView,
  ),
});
