import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { BatchPayItem } from '../../../providers/batch-pay-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { formatYuanText } from '../../../src/lib/money';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useBatchPayApi } from './batchApiContext';
import { ItemStatusTag } from './statusTags';
import { BATCH_COLUMN_TITLES as TITLES } from './texts';

const COLUMNS: TableColumnsType<BatchPayItem> = [
  { key: 'itemNo', dataIndex: 'itemNo', title: TITLES.itemNo, width: 70 },
  { key: 'payeeName', dataIndex: 'payeeName', title: TITLES.payeeName },
  { key: 'payeeCardNo', dataIndex: 'payeeCardNo', title: TITLES.payeeCardNo },
  { key: 'payeeBankName', dataIndex: 'payeeBankName', title: TITLES.payeeBankName },
  {
    key: 'amount',
    dataIndex: 'amount',
    title: TITLES.amount,
    align: 'right',
    render: (amount: string) => formatYuanText(amount),
  },
  { key: 'purpose', dataIndex: 'purpose', title: TITLES.purpose },
  {
    key: 'itemStatus',
    dataIndex: 'itemStatus',
    title: TITLES.itemStatus,
    render: (status: string) => <ItemStatusTag status={status} />,
  },
  { key: 'failReason', dataIndex: 'failReason', title: TITLES.failReason },
];

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/** A batch's rows read-only, a page at a time (BatchPayItemInquiry), with each row's outcome. */
export function BatchItemsTable({ batchNo }: { batchNo: string }) {
  const api = useBatchPayApi();
  const feedback = useFeedback();
  const [page, setPage] = useState<PageRequest>(FIRST);
  const query = useQuery({
    queryKey: ['cap', 'batchPay', 'itemPage', batchNo, page],
    queryFn: () => api.items(batchNo, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureOnce(query, feedback.failed);
  return (
    <Table<BatchPayItem>
      rowKey="itemNo"
      size="small"
      columns={COLUMNS}
      dataSource={query.data?.rows ?? []}
      loading={query.isFetching}
      pagination={serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage)}
      scroll={{ x: 'max-content' }}
    />
  );
}
