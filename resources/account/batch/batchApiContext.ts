import { createContext, useContext } from 'react';
import { batchPayApi, type BatchPayApi } from '../../../providers/batch-pay-api';

/** The batch pay calls the pages make: the app's, unless a test provides recording ones. */
export const BatchPayApiContext = createContext<BatchPayApi>(batchPayApi);

export const useBatchPayApi = (): BatchPayApi => useContext(BatchPayApiContext);
