import { createContext, useContext } from 'react';
import { dashApi, type DashApi } from '../../../providers/dash-api';

/** The dashboard figure calls: the app's, unless a test provides recording ones. */
export const DashApiContext = createContext<DashApi>(dashApi);

export const useDashApi = (): DashApi => useContext(DashApiContext);
