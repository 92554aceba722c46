import { useCallback } from 'react';
import type { Account } from '../../../providers/txn-operation-api';
import { RemoteSearchSelect, type SearchOption } from '../../../src/components/SearchSelect';
import { SEARCH_SELECT_DEBOUNCE_MS } from '../../../src/lib/constants';
import { OPERATION_TEXTS as TEXTS } from './texts';
import { useTxnOperationApi } from './txnOperationApiContext';

export interface PayeeAccountPickerProps {
  /** The paying account: never offered as its own payee. */
  payerAcctNo: string;
  value?: string;
  onChange?: (acctNo: string | undefined) => void;
  id?: string;
}

const optionOf = (account: Account): SearchOption => ({
  value: account.acctNo,
  text: `${account.acctName}（${account.acctNo}）`,
});

/** 转账's payee: accounts of the platform found by account number or customer name. */
export function PayeeAccountPicker({ payerAcctNo, value, onChange, id }: PayeeAccountPickerProps) {
  const api = useTxnOperationApi();
  const search = useCallback(
    async (keyword: string) =>
      (await api.searchAccounts(keyword))
        .filter((account) => account.acctNo !== payerAcctNo)
        .map(optionOf),
    [api, payerAcctNo],
  );
  const resolveLabel = useCallback(
    async (acctNo: string) => {
      const account = (await api.searchAccounts(acctNo)).find((row) => row.acctNo === acctNo);
      return account ? optionOf(account).text : undefined;
    },
    [api],
  );
  return (
    <RemoteSearchSelect
      id={id}
      value={value}
      onChange={onChange}
      search={search}
      resolveLabel={resolveLabel}
      debounceMs={SEARCH_SELECT_DEBOUNCE_MS}
      placeholder={TEXTS.payeeSearch}
    />
  );
}
