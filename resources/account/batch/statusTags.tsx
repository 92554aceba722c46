import { Tag } from 'antd';
import { ACCOUNT_DICT, BATCH_ITEM_STATUS, BATCH_STATUS } from '../../../src/lib/account';
import { useDictText } from '../../customer/customer/useDictText';

const BATCH_COLORS: Readonly<Record<string, string>> = {
  [BATCH_STATUS.toSubmit]: 'default',
  [BATCH_STATUS.pending]: 'gold',
  [BATCH_STATUS.processing]: 'processing',
  [BATCH_STATUS.completed]: 'success',
  [BATCH_STATUS.partlySucceeded]: 'warning',
  [BATCH_STATUS.rejected]: 'error',
  [BATCH_STATUS.cancelled]: 'default',
};

const ITEM_COLORS: Readonly<Record<string, string>> = {
  [BATCH_ITEM_STATUS.pending]: 'default',
  [BATCH_ITEM_STATUS.succeeded]: 'success',
  [BATCH_ITEM_STATUS.failed]: 'error',
};

/** A batch's status as a tag with its batch_status text. */
export function BatchStatusTag({ status }: { status: string | null | undefined }) {
  const text = useDictText(ACCOUNT_DICT.batchStatus);
  return <Tag color={BATCH_COLORS[status ?? ''] ?? 'default'}>{text(status)}</Tag>;
}

/** A row's status as a tag with its batch_item_status text (成功 / 失败 after processing). */
export function ItemStatusTag({ status }: { status: string | null | undefined }) {
  const text = useDictText(ACCOUNT_DICT.batchItemStatus);
  return <Tag color={ITEM_COLORS[status ?? ''] ?? 'default'}>{text(status)}</Tag>;
}
