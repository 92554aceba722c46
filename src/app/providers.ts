/** The app's Refine providers, built once over the app-wide HTTP instance and storage. */
import { accessControlProvider } from '../../providers/access-control';
import { createAuthProvider } from '../../providers/auth-provider';
import { createDataProvider } from '../../providers/data-provider';
import { http } from '../../providers/http/instance';
import { i18nProvider } from '../../providers/i18n';
import { resourceEndpoints } from '../../resources/registry';
import { storage } from '../lib/storage';
import { getConfig } from '../lib/config';

const config = getConfig();

export const dataProvider = createDataProvider(http.request, resourceEndpoints, config.apiBase);
// Signing out clears the session, and with it the menu (src/app/menu/MenuProvider, spec 4).
export const authProvider = createAuthProvider({ http, storage, loginAesKey: config.loginAesKey });
export { accessControlProvider, i18nProvider };
