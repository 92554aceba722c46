import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The query of one account's record (AcctInfoInquiry by acctNo). */
export const accountQueryKey = (acctNo: string) => ['cap', 'acct', 'detail', acctNo] as const;

/** Every page and filter of one account's ledger (AcctLedgerInquiry). */
export const ledgerQueryKey = (acctNo: string) => ['cap', 'acct', 'ledger', acctNo] as const;

/**
 * Re-reads an account and its ledger: what an operation on the account (充值, 冻结 …) calls as
 * its `onDone`, so the header's balances and the 流水 show the movement.
 */
export function useAccountRefresh(acctNo: string): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: accountQueryKey(acctNo) });
    void client.invalidateQueries({ queryKey: ledgerQueryKey(acctNo) });
  }, [client, acctNo]);
}
