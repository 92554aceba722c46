import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Table, Typography, type TableColumnsType } from 'antd';
import type { Customer } from '../../../providers/customer-api';
import type { InnetRecord } from '../../../providers/customer-fee-api';
import { failureNotice } from '../../kit/failure';
import { useDictText } from '../customer/useDictText';
import { useCustomerDetailApi } from './detailApiContext';
import { ACCOUNT_TEXTS } from './texts';

function useAccountColumns(): TableColumnsType<InnetRecord> {
  const channelText = useDictText('cus_channel');
  const productText = useDictText('cus_product');
  return [
    { title: '渠道', dataIndex: 'channelCode', render: (code: string) => channelText(code) },
    { title: '产品', dataIndex: 'productCode', render: (code: string) => productText(code) },
    { title: '子账号', dataIndex: 'subAcctNo' },
    { title: '渠道商户号', dataIndex: 'channelMerNo' },
    { title: '开户日期', dataIndex: 'openDate' },
  ];
}

/**
 * 账户: the sub-accounts the channels opened for the customer (onboarding records in 05 已开户,
 * CusChannelInnetInquiry). Accounts proper (balances, ledgers) come with a later issue.
 */
export function AccountsTab({ customer }: { customer: Customer }) {
  const api = useCustomerDetailApi();
  const columns = useAccountColumns();
  const query = useQuery({
    queryKey: ['cap', 'customer', 'accounts', customer.cusCode],
    queryFn: () => api.openedAccounts(customer.cusCode),
    retry: false,
  });

  if (query.isError) {
    const reason = failureNotice(query.error)?.text;
    return <Alert type="error" showIcon message={ACCOUNT_TEXTS.readFailed} description={reason} />;
  }
  const rows = query.data ?? [];
  return (
    <>
      {rows.length > 0 ? (
        <Typography.Paragraph type="secondary">{ACCOUNT_TEXTS.note}</Typography.Paragraph>
      ) : null}
      <Table<InnetRecord>
        rowKey="innetNo"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ACCOUNT_TEXTS.empty} />
          ),
        }}
      />
    </>
  );
}
