import { createContext, useContext } from 'react';
import { authAccessApi, type AuthAccessApi } from '../../../providers/auth-access-api';

/** The calls of 用户组、资源与角色: the app's, unless a test provides recording ones. */
export const AuthAccessContext = createContext<AuthAccessApi>(authAccessApi);

export const useAuthAccessApi = (): AuthAccessApi => useContext(AuthAccessContext);
