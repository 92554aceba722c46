import { createContext, useContext } from 'react';
import { billApi, type BillApi } from '../../../providers/bill-api';

/** The accounting calls of 调账管理 and 发票: the app's, unless a test provides recording ones. */
export const BillApiContext = createContext<BillApi>(billApi);

export const useBillApi = (): BillApi => useContext(BillApiContext);
