import { createContext, useContext } from 'react';
import { http } from '../../providers/http/instance';
import type { JsonRequester } from '../../providers/http/types';

/**
 * The requester the kit's list reads go through: the app's HTTP layer (the one its data provider
 * uses), unless a test provides a recording one.
 */
export const ListRequesterContext = createContext<JsonRequester>(http.request);

export const useListRequester = (): JsonRequester => useContext(ListRequesterContext);
