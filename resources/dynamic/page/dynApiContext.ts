import { createContext, useContext } from 'react';
import { dynApi, type DynApi } from '../../../providers/dyn-api';

/** The calls of the descriptor-driven pages: the app's, unless a test provides recording ones. */
export const DynApiContext = createContext<DynApi>(dynApi);

export const useDynApi = (): DynApi => useContext(DynApiContext);
