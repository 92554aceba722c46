import { TXN_STATUS } from '../../../src/lib/account';
import { TXN_TEXTS } from './texts';
import { TxnListPage } from './TxnListPage';

/** 交易复核 (issue 17 item 3): the transactions, 00 待复核 first. */
export function TxnAuditListPage() {
  return <TxnListPage title={TXN_TEXTS.auditTitle} initialStatus={TXN_STATUS.pending} />;
}
