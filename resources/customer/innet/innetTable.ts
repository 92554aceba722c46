import type { TableProps } from 'antd';
import type { InnetRecord } from '../../../providers/customer-innet-api';

/** What every table of onboarding records shares. */
export const innetColumnsProps: TableProps<InnetRecord> = {
  rowKey: 'innetNo',
  scroll: { x: 'max-content' },
};
