/**
 * The signed-in user's menu, loaded once per session by the guard (spec 2.2) and read by <Refine>
 * (resources), the routes and the layout. Lives outside React so App can read it above <Refine>.
 */
import { useSyncExternalStore } from 'react';
import { loadUserResources } from '../../../providers/menu-api';
import { http } from '../../../providers/http/instance';
import { getConfig } from '../../lib/config';
import { storage } from '../../lib/storage';
import { buildMenuModel } from '../../lib/menu/buildMenuModel';
import { isActionAllowed } from '../../lib/permissions';
import { resolveMenuUrl } from '../../lib/menu/placeholders';
import type { MenuModel } from '../../lib/menu/types';

export type MenuState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; model: MenuModel }
  | { status: 'failed'; message: string };

let state: MenuState = { status: 'idle' };
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: MenuState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function placeholderValues() {
  const config = getConfig();
  const absolute = (path: string) => new URL(path, window.location.origin).href.replace(/\/$/, '');
  return { apiBase: absolute(config.apiBase), staticDomain: absolute(config.staticDomain) };
}

/** Loads the menu unless it is loaded or loading; stores the button lists (spec 6). */
export function loadMenu(): Promise<void> {
  // Signing out resets the menu while the shell is still mounted: no token, nothing to load.
  if (state.status === 'ready' || !storage.get('Access-Token')) return Promise.resolve();
  inFlight ??= (async () => {
    publish({ status: 'loading' });
    try {
      const resources = await loadUserResources(http);
      storage.set('LOGIN_USER_BUTTON_AUTH', resources.auth);
      storage.set('SYS_BUTTON_AUTH', resources.allAuth);
      const values = placeholderValues();
      const lists = { userAuth: resources.auth, systemAuth: resources.allAuth };
      publish({
        status: 'ready',
        model: buildMenuModel(
          resources.menu,
          (raw) => resolveMenuUrl(raw, values),
          // spec 6: routes are filtered with the same rule as the elements a code guards.
          (code) => isActionAllowed(code, lists),
        ),
      });
    } catch (error) {
      publish({
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

/** Forget the menu (logout, system or group switch); the guard loads it again. */
export function resetMenu(): void {
  publish({ status: 'idle' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMenuState(): MenuState {
  return useSyncExternalStore(subscribe, () => state);
}

const EMPTY_MODEL: MenuModel = { tree: [], routes: [], forbidden: [] };

/** The loaded menu model, or an empty one before the guard has loaded it. */
export function useMenuModel(): MenuModel {
  const current = useMenuState();
  return current.status === 'ready' ? current.model : EMPTY_MODEL;
}
