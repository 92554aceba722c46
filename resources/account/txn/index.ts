import { lazyPage, withPages } from '../../kit/resource';
import { txnResource } from './resource';

export default withPages(txnResource, {
  // The demo menu's 账户管理 → 交易复核 (codes17 menu).
  'account/TxnAuditList': lazyPage(
    () => import('./TxnAuditListPage'),
    (m) => m.TxnAuditListPage,
  ),
  // 商户平台 → 转账: the transfer transactions (txnType 03).
  'merchant/TransferAccountList': lazyPage(
    () => import('./TransferListPage'),
    (m) => m.TransferListPage,
  ),
});
