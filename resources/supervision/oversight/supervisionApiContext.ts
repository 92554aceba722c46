import { createContext, useContext } from 'react';
import { supervisionApi, type SupervisionApi } from '../../../providers/supervision-api';

/** The supervision calls of 监管: the app's, unless a test provides recording ones. */
export const SupervisionApiContext = createContext<SupervisionApi>(supervisionApi);

export const useSupervisionApi = (): SupervisionApi => useContext(SupervisionApiContext);
