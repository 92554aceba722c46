import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table } from 'antd';
import type { LedgerEntry } from '../../../providers/acct-api';
import { ACCOUNT_BUTTON } from '../../../src/lib/account';
import { useAllowed } from '../../kit/useAllowed';
import { useLedgerColumns } from './ledgerColumns';
import { LedgerSearchForm } from './LedgerSearchForm';
import { LEDGER_TEXTS as TEXTS } from './texts';
import { useLedger } from './useLedger';
import { useLedgerExport } from './useLedgerExport';

/**
 * 账户流水 of 账户详情: the date-range search (the last 30 days at first), the lines newest first,
 * and 导出 of what the last search selects for holders of acct:export (spec 6).
 */
export function LedgerPanel({ acctNo }: { acctNo: string }) {
  const ledger = useLedger(acctNo);
  const exporter = useLedgerExport();
  const allowed = useAllowed();
  const columns = useLedgerColumns();
  return (
    <Card
      title={TEXTS.title}
      extra={
        allowed(ACCOUNT_BUTTON.export) ? (
          <Button
            icon={<DownloadOutlined />}
            loading={exporter.exporting}
            onClick={() => void exporter.exportLedger(ledger.filters)}
          >
            {TEXTS.export}
          </Button>
        ) : null
      }
    >
      <LedgerSearchForm onSearch={ledger.search} />
      <Table<LedgerEntry>
        rowKey="ledgerNo"
        columns={columns}
        dataSource={ledger.rows}
        loading={ledger.loading}
        pagination={ledger.pagination}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.empty} />,
        }}
      />
    </Card>
  );
}
