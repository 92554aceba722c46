import { Button, type TableColumnsType } from 'antd';
import type { InnetRecord } from '../../../providers/customer-innet-api';
import { useDictText } from '../customer/useDictText';
import { INNET_TEXTS as TEXTS } from './texts';

/** The columns of the onboarding records, codes through their dictionaries. */
export function useInnetColumns(
  onOpen: (record: InnetRecord) => void,
  { showCustomer = true }: { showCustomer?: boolean } = {},
): TableColumnsType<InnetRecord> {
  const channelText = useDictText('cus_channel');
  const productText = useDictText('cus_product');
  const statusText = useDictText('cus_innet_status');
  const customer: TableColumnsType<InnetRecord> = showCustomer
    ? [
        {
          title: TEXTS.customer,
          key: 'customer',
          ellipsis: true,
          render: (_: unknown, record) =>
            record.cusName ? `${record.cusName}（${record.cusCode}）` : record.cusCode,
        },
      ]
    : [];
  return [
    ...customer,
    { title: '进件编号', dataIndex: 'innetNo', width: 170 },
    {
      title: TEXTS.channel,
      dataIndex: 'channelCode',
      width: 110,
      render: (code: string) => channelText(code),
    },
    {
      title: TEXTS.product,
      dataIndex: 'productCode',
      width: 120,
      render: (code: string) => productText(code),
    },
    {
      title: TEXTS.status,
      dataIndex: 'innetStatus',
      width: 110,
      render: (code: string) => statusText(code),
    },
    { title: TEXTS.updateTime, dataIndex: 'updateTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 90,
      render: (_: unknown, record) => (
        <Button type="link" size="small" onClick={() => onOpen(record)}>
          {TEXTS.open}
        </Button>
      ),
    },
  ];
}
