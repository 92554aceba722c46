import { Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { SupBalance } from '../../../providers/supervision-api';
import { formatYuan, formatYuanText } from '../../../src/lib/money';
import { SUP_DICT, shortfallFen } from '../../../src/lib/supervision';
import { useDictText } from '../../customer/customer/useDictText';
import { ScrollRegion } from './ScrollRegion';
import { BALANCE_TEXTS as TEXTS, SUP_TEXTS } from './texts';
import type { BalanceRead } from './useSupReads';

const TITLES = TEXTS.columns;
const yuan = (text: string) => formatYuanText(text);

function useBalanceColumns(): TableColumnsType<SupBalance> {
  const channelText = useDictText(SUP_DICT.channel);
  return [
    { title: TITLES.acctNo, dataIndex: 'acctNo', width: 170 },
    { title: TITLES.acctName, dataIndex: 'acctName', ellipsis: true },
    { title: TITLES.owner, dataIndex: 'owner', ellipsis: true },
    { title: TITLES.channel, dataIndex: 'channel', width: 100, render: channelText },
    {
      title: TITLES.balance,
      dataIndex: 'balance',
      align: 'right',
      width: 190,
      // Under its supervised limit: the balance in red with the shortfall (spec 2.7 oversight).
      render: (_: string, row) => {
        const shortfall = shortfallFen(row);
        if (shortfall === undefined) return yuan(row.balance);
        return (
          <Space direction="vertical" size={0} align="end">
            <Typography.Text type="danger" strong>
              {yuan(row.balance)}
            </Typography.Text>
            <Tag color="error" style={{ marginInlineEnd: 0 }}>
              {TEXTS.belowLimit} · {TEXTS.shortfall(formatYuan(shortfall))}
            </Tag>
          </Space>
        );
      },
    },
    { title: TITLES.frozenAmt, dataIndex: 'frozenAmt', align: 'right', width: 140, render: yuan },
    {
      title: TITLES.availableAmt,
      dataIndex: 'availableAmt',
      align: 'right',
      width: 150,
      render: yuan,
    },
    {
      title: TITLES.supervisedLimit,
      dataIndex: 'supervisedLimit',
      align: 'right',
      width: 150,
      render: yuan,
    },
    { title: TITLES.asOf, dataIndex: 'asOf', width: 170 },
  ];
}

/** The supervised accounts of the scope, paged by the server. */
export function BalanceTable({ read }: { read: BalanceRead }) {
  const columns = useBalanceColumns();
  return (
    <ScrollRegion label={SUP_TEXTS.tabs.balances}>
      <Table<SupBalance>
        rowKey="acctNo"
        columns={columns}
        dataSource={read.data?.rows ?? []}
        loading={read.loading}
        pagination={read.pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.empty} />,
        }}
      />
    </ScrollRegion>
  );
}
