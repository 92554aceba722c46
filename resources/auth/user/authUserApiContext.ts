import { createContext, useContext } from 'react';
import { authUserApi, type AuthUserApi } from '../../../providers/auth-user-api';

/** The calls of 用户管理: the app's, unless a test provides recording ones. */
export const AuthUserApiContext = createContext<AuthUserApi>(authUserApi);

export const useAuthUserApi = (): AuthUserApi => useContext(AuthUserApiContext);
