import { useCallback } from 'react';
import { Link } from 'react-router';
import { type DashAudience, type DashBalance } from '../../../providers/dash-api';
import { ReadOnlyTable } from '../../../src/components/ReadOnlyTable';
import { balanceHref } from '../../../src/lib/dashboard/links';
import { formatYuanText } from '../../../src/lib/money';
import { useDictText } from '../../customer/customer/useDictText';
import { useDashApi } from './dashApiContext';
import { FigureCard } from './FigureCard';
import { EMPTY_TEXTS } from './texts';
import { useFigure } from './useFigure';

const keyOf = (row: DashBalance) => row.acctNo ?? `type-${row.acctType}`;

function BalanceTable({ rows }: { rows: DashBalance[] }) {
  const typeText = useDictText('acct_type');
  const own = rows.some((row) => row.acctNo);
  return (
    <ReadOnlyTable<DashBalance>
      rowKey={keyOf}
      dataSource={rows}
      columns={[
        {
          title: own ? '账户' : '账户类型',
          key: 'name',
          render: (_value, row) => (
            <Link to={balanceHref(row)}>
              {own ? (row.acctName ?? row.acctNo) : typeText(row.acctType)}
            </Link>
          ),
        },
        ...(own
          ? []
          : [{ title: '账户数', dataIndex: 'acctCount' as const, align: 'right' as const }]),
        {
          title: '余额（元）',
          dataIndex: 'balance',
          align: 'right',
          render: (value: string) => formatYuanText(value),
        },
        {
          title: '可用（元）',
          dataIndex: 'availableAmt',
          align: 'right',
          render: (value: string) => formatYuanText(value),
        },
        {
          title: '冻结（元）',
          dataIndex: 'frozenAmt',
          align: 'right',
          render: (value: string) => formatYuanText(value),
        },
      ]}
    />
  );
}

/** Balances by account type, or the merchant's own accounts, each to its accounts list. */
export function BalanceCard({ audience, title }: { audience: DashAudience; title: string }) {
  const api = useDashApi();
  const read = useCallback(() => api.balances(audience), [api, audience]);
  return (
    <FigureCard
      title={title}
      figure={useFigure(read)}
      isEmpty={(rows) => rows.length === 0}
      emptyText={EMPTY_TEXTS.balances}
      rows={4}
    >
      {(rows) => <BalanceTable rows={rows} />}
    </FigureCard>
  );
}
