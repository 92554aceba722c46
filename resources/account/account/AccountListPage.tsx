import { Card, Empty, Table } from 'antd';
import type { Account } from '../../../providers/acct-api';
import { useListLink } from '../../kit/useListLink';
import { useAccountColumns } from './accountColumns';
import { accountFilters, type AccountSearchValues } from './accountSearch';
import { AccountSearchForm } from './AccountSearchForm';
import { ACCOUNT_LIST_TEXTS as TEXTS } from './texts';
import { useAccountList } from './useAccountList';

/**
 * 账户管理 (issue 17 page 1): search, the accounts through AcctInfoInquiry with their balances; an
 * account number opens its 账户详情 in a tab of its own (spec 2.8). A link's filters
 * (`?acctType=01&cusCode=…`, issue 18 item 4) start the list afresh.
 */
export function AccountListPage() {
  const link = useListLink('accounts');
  return <AccountList key={link.key} start={link.fields} />;
}

function AccountList({ start }: { start: AccountSearchValues }) {
  const list = useAccountList(accountFilters(start));
  const columns = useAccountColumns();
  return (
    <Card title={TEXTS.title}>
      <AccountSearchForm initialValues={start} onSearch={list.search} />
      <Table<Account>
        rowKey="acctNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.empty} />,
        }}
      />
    </Card>
  );
}
