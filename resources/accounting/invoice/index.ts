import { lazyPage, withPages } from '../../kit/resource';
import { invoiceResource } from './resource';

export default withPages(invoiceResource, {
  // The demo menu's 账务管理 → 发票 (codes17 menu).
  'accounting/InvoiceList': lazyPage(
    () => import('./InvoiceListPage'),
    (m) => m.InvoiceListPage,
  ),
});
