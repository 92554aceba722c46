/** The app's Refine providers, built once over the app-wide HTTP instance and storage. */
import { accessControlProvider } from '../../providers/access-control';
import { createDataProvider } from '../../providers/data-provider';
import { http } from '../../providers/http/instance';
import { i18nProvider } from '../../providers/i18n';
import { resourceEndpoints } from '../../resources/registry';
import { getConfig } from '../lib/config';
import { authProvider } from './authProvider';

export const dataProvider = createDataProvider(
  http.request,
  resourceEndpoints,
  getConfig().apiBase,
);
export { accessControlProvider, authProvider, i18nProvider };
