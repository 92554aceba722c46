import { createContext, useContext } from 'react';
import { txnOperationApi, type Account } from '../../../providers/txn-operation-api';

/** Accounts matching a keyword: all digits is an account number, else a customer name. */
export type AccountSearch = (keyword: string) => Promise<Account[]>;

/** The account search of AccountPicker: the app's AcctInfoInquiry, unless a test provides a recording one. */
export const AccountSearchContext = createContext<AccountSearch>(txnOperationApi.searchAccounts);

export const useAccountSearch = (): AccountSearch => useContext(AccountSearchContext);
