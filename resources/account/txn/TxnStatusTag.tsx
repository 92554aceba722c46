import { Tag } from 'antd';
import { ACCOUNT_DICT, TXN_STATUS } from '../../../src/lib/account';
import { useDictText } from '../../customer/customer/useDictText';

const COLOR_OF: Record<string, string> = {
  [TXN_STATUS.pending]: 'warning',
  [TXN_STATUS.processing]: 'processing',
  [TXN_STATUS.succeeded]: 'success',
  [TXN_STATUS.failed]: 'error',
  [TXN_STATUS.rejected]: 'error',
  [TXN_STATUS.cancelled]: 'default',
};

/** A txn_status as a tag with the dictionary's text. */
export function TxnStatusTag({ status }: { status: string }) {
  const text = useDictText(ACCOUNT_DICT.txnStatus);
  return <Tag color={COLOR_OF[status] ?? 'default'}>{text(status)}</Tag>;
}
