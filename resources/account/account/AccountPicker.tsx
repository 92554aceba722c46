import { useCallback, useRef } from 'react';
import type { Account } from '../../../providers/txn-operation-api';
import { RemoteSearchSelect, type SearchOption } from '../../../src/components/SearchSelect';
import { SEARCH_SELECT_DEBOUNCE_MS } from '../../../src/lib/constants';
import { useAccountSearch } from './accountSearchContext';

export interface AccountPickerProps {
  /** An account never offered (转账's paying account is not its own payee). */
  exclude?: string;
  value?: string;
  onChange?: (acctNo: string | undefined) => void;
  /** The account picked, with its balances as the search listed it; undefined when cleared. */
  onPick?: (account: Account | undefined) => void;
  id?: string;
  placeholder?: string;
}

const SEARCH_PLACEHOLDER = '请输入账号或客户名称搜索';

const optionOf = (account: Account): SearchOption => ({
  value: account.acctNo,
  text: `${account.acctName}（${account.acctNo}）`,
});

/**
 * An account of the platform found by account number or customer name (转账's payee, 批量代付's
 * paying account, 调账's account). The value is the account number.
 */
export function AccountPicker({
  exclude,
  value,
  onChange,
  onPick,
  id,
  placeholder = SEARCH_PLACEHOLDER,
}: AccountPickerProps) {
  const searchAccounts = useAccountSearch();
  // The rows of the last search, so a pick hands over the whole account without another call.
  const listed = useRef(new Map<string, Account>());
  const search = useCallback(
    async (keyword: string) => {
      const accounts = (await searchAccounts(keyword)).filter(
        (account) => account.acctNo !== exclude,
      );
      listed.current = new Map(accounts.map((account) => [account.acctNo, account]));
      return accounts.map(optionOf);
    },
    [searchAccounts, exclude],
  );
  const resolveLabel = useCallback(
    async (acctNo: string) => {
      const account = (await searchAccounts(acctNo)).find((row) => row.acctNo === acctNo);
      return account ? optionOf(account).text : undefined;
    },
    [searchAccounts],
  );
  const change = (acctNo: string | undefined) => {
    onChange?.(acctNo);
    onPick?.(acctNo ? listed.current.get(acctNo) : undefined);
  };
  return (
    <RemoteSearchSelect
      id={id}
      value={value}
      onChange={change}
      search={search}
      resolveLabel={resolveLabel}
      debounceMs={SEARCH_SELECT_DEBOUNCE_MS}
      placeholder={placeholder}
    />
  );
}
