/** The app's Refine providers, built once over the app-wide HTTP instance and storage. */
import { accessControlProvider } from '../../providers/access-control';
import type { AuthProvider } from '@refinedev/core';
import { createAuthProvider } from '../../providers/auth-provider';
import { createDataProvider } from '../../providers/data-provider';
import { http } from '../../providers/http/instance';
import { i18nProvider } from '../../providers/i18n';
import { resourceEndpoints } from '../../resources/registry';
import { storage } from '../lib/storage';
import { resetMenu } from '../shell/menu/menuStore';
import { getConfig } from './config';

const config = getConfig();

export const dataProvider = createDataProvider(http.request, resourceEndpoints, config.apiBase);
const sessionAuth = createAuthProvider({ http, storage, loginAesKey: config.loginAesKey });

/** Signing out also forgets the menu, so the next user loads their own (spec 4). */
export const authProvider: AuthProvider = {
  ...sessionAuth,
  logout: async (params) => {
    const outcome = await sessionAuth.logout(params);
    resetMenu();
    return outcome;
  },
};
export { accessControlProvider, i18nProvider };
