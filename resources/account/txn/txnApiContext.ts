import { createContext, useContext } from 'react';
import { txnApi, type TxnApi } from '../../../providers/txn-api';

/** The transaction calls the pages make: the app's, unless a test provides recording ones. */
export const TxnApiContext = createContext<TxnApi>(txnApi);

export const useTxnApi = (): TxnApi => useContext(TxnApiContext);
