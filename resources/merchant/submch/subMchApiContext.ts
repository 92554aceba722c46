import { createContext, useContext } from 'react';
import { subMchApi, type SubMchApi } from '../../../providers/submch-api';

/** The sub-merchant calls the page makes: the app's, unless a test provides recording ones. */
export const SubMchApiContext = createContext<SubMchApi>(subMchApi);

export const useSubMchApi = (): SubMchApi => useContext(SubMchApiContext);
