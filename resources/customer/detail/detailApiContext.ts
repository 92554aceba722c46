import { createContext, useContext } from 'react';
import { customerDetailApi, type CustomerDetailApi } from '../../../providers/customer-fee-api';

/** The calls of 客户详情: the app's, unless a test provides recording ones. */
export const CustomerDetailApiContext = createContext<CustomerDetailApi>(customerDetailApi);

export const useCustomerDetailApi = (): CustomerDetailApi => useContext(CustomerDetailApiContext);
