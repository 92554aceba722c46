import { createContext, useContext } from 'react';
import { acctApi, type AcctApi } from '../../../providers/acct-api';

/** The account calls of 账户管理, 账户详情 and 账号生成: the app's, unless a test provides recording ones. */
export const AcctApiContext = createContext<AcctApi>(acctApi);

export const useAcctApi = (): AcctApi => useContext(AcctApiContext);
