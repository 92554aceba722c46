import { useCallback } from 'react';
import { Link } from 'react-router';
import { type DashAudience, type TopCustomer } from '../../../providers/dash-api';
import { ReadOnlyTable } from '../../../src/components/ReadOnlyTable';
import { customerAccountsHref } from '../../../src/lib/dashboard/links';
import { formatYuanText } from '../../../src/lib/money';
import { useDashApi } from './dashApiContext';
import { FigureCard } from './FigureCard';
import { CARD_TITLES, EMPTY_TEXTS } from './texts';
import { useFigure } from './useFigure';

/** Customers by today's amount, each to its accounts. */
export function TopCustomerCard({ audience }: { audience: DashAudience }) {
  const api = useDashApi();
  const read = useCallback(() => api.topCustomers(audience), [api, audience]);
  return (
    <FigureCard
      title={CARD_TITLES.topCustomers}
      figure={useFigure(read)}
      isEmpty={(rows) => rows.length === 0}
      emptyText={EMPTY_TEXTS.topCustomers}
      rows={5}
    >
      {(rows) => (
        <ReadOnlyTable<TopCustomer>
          rowKey="cusCode"
          dataSource={rows}
          columns={[
            { title: '排名', dataIndex: 'rank', width: 56 },
            {
              title: '客户',
              dataIndex: 'cusName',
              render: (name: string, row) => (
                <Link to={customerAccountsHref(row.cusCode)}>{name}</Link>
              ),
            },
            { title: '笔数', dataIndex: 'txnCount', align: 'right' },
            {
              title: '金额（元）',
              dataIndex: 'amount',
              align: 'right',
              render: (value: string) => formatYuanText(value),
            },
          ]}
        />
      )}
    </FigureCard>
  );
}
