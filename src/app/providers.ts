/** The app's Refine providers, built once over the app-wide HTTP instance and storage. */
import { createAuthProvider } from '../../providers/auth-provider';
import { createDataProvider } from '../../providers/data-provider';
import { http } from '../../providers/http/instance';
import { i18nProvider } from '../../providers/i18n';
import { storage } from '../lib/storage';
import { getConfig } from './config';

const config = getConfig();

export const dataProvider = createDataProvider(http.request, undefined, config.apiBase);
export const authProvider = createAuthProvider({ http, storage, loginAesKey: config.loginAesKey });
export { i18nProvider };
