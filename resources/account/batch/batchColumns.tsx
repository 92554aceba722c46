import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { formatYuanText } from '../../../src/lib/money';
import { BatchStatusTag } from './statusTags';
import { BATCH_COLUMN_TITLES as TITLES } from './texts';

const money = (value: string | undefined) => (value === undefined ? '' : formatYuanText(value));

/** The batches table of both pages; `actions` renders a row's buttons. */
export function batchColumns(actions: (batch: BatchPay) => ReactNode): TableColumnsType<BatchPay> {
  return [
    { key: 'batchNo', dataIndex: 'batchNo', title: TITLES.batchNo, width: 190 },
    { key: 'fileName', dataIndex: 'fileName', title: TITLES.fileName, ellipsis: true },
    { key: 'acctNo', dataIndex: 'acctNo', title: TITLES.acctNo, width: 170 },
    { key: 'acctName', dataIndex: 'acctName', title: TITLES.acctName, ellipsis: true },
    { key: 'totalCount', dataIndex: 'totalCount', title: TITLES.totalCount, align: 'right' },
    {
      key: 'totalAmount',
      dataIndex: 'totalAmount',
      title: TITLES.totalAmount,
      align: 'right',
      render: money,
    },
    {
      key: 'batchStatus',
      dataIndex: 'batchStatus',
      title: TITLES.batchStatus,
      render: (status: string) => <BatchStatusTag status={status} />,
    },
    { key: 'submitterName', dataIndex: 'submitterName', title: TITLES.submitterName },
    { key: 'createTime', dataIndex: 'createTime', title: TITLES.createTime, width: 170 },
    {
      key: 'actions',
      title: TITLES.actions,
      fixed: 'right',
      width: 160,
      render: (_: unknown, batch) => actions(batch),
    },
  ];
}
