/**
 * The console's branding for any component (login layout, signed-in header):
 * `const { sysName, logoUrl, flags } = useBranding()`. The lookups run once per page load.
 */
import { useSyncExternalStore } from 'react';
import { http } from '../../../providers/http/instance';
import {
  resolveBranding,
  type BrandInfo,
  type Branding,
  type BrandingContext,
} from '../../lib/branding';
import { storage } from '../../lib/storage';
import { getConfig } from '../../lib/config';
import { signInApi } from '../login/signInApi';
import { createBrandingSource } from './brandingSource';
import { createBrandingStore, type BrandingStore } from './brandingStore';

export type { Branding } from '../../lib/branding';

const appContext: BrandingContext = {
  staticUrl: (path) => http.staticUrl(path),
  configHelpUrl: getConfig().helpUrl,
};

const appStore = createBrandingStore(
  createBrandingSource({
    api: signInApi,
    storage,
    location: globalThis.location,
    context: appContext,
  }),
);

/** What the pages would show for `info`: the system form's login preview (issue 19 A). */
export const brandingOf = (info: BrandInfo): Branding => resolveBranding(info, appContext);

export function useBranding(store: BrandingStore = appStore): Branding {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
