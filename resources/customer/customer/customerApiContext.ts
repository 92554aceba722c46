import { createContext, useContext } from 'react';
import { customerApi, type CustomerApi } from '../../../providers/customer-api';

/** The customer calls the page makes: the app's, unless a test provides recording ones. */
export const CustomerApiContext = createContext<CustomerApi>(customerApi);

export const useCustomerApi = (): CustomerApi => useContext(CustomerApiContext);
