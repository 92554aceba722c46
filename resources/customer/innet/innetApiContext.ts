import { createContext, useContext } from 'react';
import { innetApi, type InnetApi } from '../../../providers/customer-innet-api';

/** The onboarding calls the pages make: the app's, unless a test provides recording ones. */
export const InnetApiContext = createContext<InnetApi>(innetApi);

export const useInnetApi = (): InnetApi => useContext(InnetApiContext);
