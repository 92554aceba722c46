import { TXN_STATUS } from '../../../src/lib/account';
import { useListLink } from '../../kit/useListLink';
import { TXN_TEXTS } from './texts';
import { TxnListPage } from './TxnListPage';
import { txnSearchValuesOf } from './txnSearch';

/**
 * 交易复核 (issue 17 item 3): the transactions, 00 待复核 first; a link's filters
 * (`?txnStatus=02&beginDate=…`, issue 18 item 4) start the list afresh with them instead.
 */
export function TxnAuditListPage() {
  const link = useListLink('txnAudit');
  return (
    <TxnListPage
      key={link.key}
      title={TXN_TEXTS.auditTitle}
      initialStatus={TXN_STATUS.pending}
      linked={link.linked ? txnSearchValuesOf(link.fields) : undefined}
    />
  );
}
