import { createContext, useContext } from 'react';
import { txnOperationApi, type TxnOperationApi } from '../../../providers/txn-operation-api';

/** The operation calls: the app's, unless a test provides recording ones. */
export const TxnOperationApiContext = createContext<TxnOperationApi>(txnOperationApi);

export const useTxnOperationApi = (): TxnOperationApi => useContext(TxnOperationApiContext);
