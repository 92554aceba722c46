import { createContext, useContext } from 'react';
import { authAdminApi, type AuthAdminApi } from '../../../providers/auth-admin-api';

/** The calls of 公司管理 systems, entities and tenants: the app's, unless a test provides its own. */
export const AuthAdminApiContext = createContext<AuthAdminApi>(authAdminApi);

export const useAuthAdminApi = (): AuthAdminApi => useContext(AuthAdminApiContext);
