/**
 * The console's branding for any component (login layout, signed-in header):
 * `const { sysName, logoUrl, flags } = useBranding()`. The lookups run once per page load.
 */
import { useSyncExternalStore } from 'react';
import { http } from '../../../providers/http/instance';
import type { Branding } from '../../lib/branding';
import { storage } from '../../lib/storage';
import { getConfig } from '../../lib/config';
import { signInApi } from '../login/signInApi';
import { createBrandingSource } from './brandingSource';
import { createBrandingStore, type BrandingStore } from './brandingStore';

export type { Branding } from '../../lib/branding';

const appStore = createBrandingStore(
  createBrandingSource({
    api: signInApi,
    storage,
    location: globalThis.location,
    context: { staticUrl: (path) => http.staticUrl(path), configHelpUrl: getConfig().helpUrl },
  }),
);

export function useBranding(store: BrandingStore = appStore): Branding {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
