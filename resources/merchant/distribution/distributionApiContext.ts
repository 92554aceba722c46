import { createContext, useContext } from 'react';
import { distributionApi, type DistributionApi } from '../../../providers/distribution-api';

/** The calls of 资金分发 and 分发审核: the app's, unless a test provides recording ones. */
export const DistributionApiContext = createContext<DistributionApi>(distributionApi);

export const useDistributionApi = (): DistributionApi => useContext(DistributionApiContext);
