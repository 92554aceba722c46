/** The server menu (spec 2.2) turned into the console's menu model, with the button lists stored. */
import { loadUserResources } from '../../../providers/menu-api';
import type { Http } from '../../../providers/http/createHttp';
import type { ConsoleConfig } from '../../lib/config';
import { buildMenuModel } from '../../lib/menu/buildMenuModel';
import { resolveMenuUrl } from '../../lib/menu/placeholders';
import type { MenuModel } from '../../lib/menu/types';
import { isLeavingPage, pageShownAgain } from '../../lib/pageLeave';
import { isActionAllowed } from '../../lib/permissions';
import type { ConsoleStorage } from '../../lib/storage';
import { createMenuStore, type MenuStore } from './menuStore';

export interface MenuSource {
  http: Pick<Http, 'cap'>;
  storage: ConsoleStorage;
  config: Pick<ConsoleConfig, 'apiBase' | 'staticDomain'>;
}

function placeholderValues({ apiBase, staticDomain }: MenuSource['config']) {
  const absolute = (path: string) => new URL(path, window.location.origin).href.replace(/\/$/, '');
  return { apiBase: absolute(apiBase), staticDomain: absolute(staticDomain) };
}

export async function loadMenuModel({ http, storage, config }: MenuSource): Promise<MenuModel> {
  const resources = await loadUserResources(http);
  // spec 6: the button lists guard elements and routes alike.
  storage.set('LOGIN_USER_BUTTON_AUTH', resources.auth);
  storage.set('SYS_BUTTON_AUTH', resources.allAuth);
  const values = placeholderValues(config);
  const lists = { userAuth: resources.auth, systemAuth: resources.allAuth };
  return buildMenuModel(
    resources.menu,
    (raw) => resolveMenuUrl(raw, values),
    // spec 6: routes are filtered with the same rule as the elements a code guards.
    (code) => isActionAllowed(code, lists),
  );
}

/** The store of the menu `source` serves, for the signed-in session in `source.storage`. */
export function createServerMenuStore(source: MenuSource): MenuStore {
  return createMenuStore({
    hasSession: source.storage.hasSession,
    loadModel: () => loadMenuModel(source),
    isLeavingPage,
    pageShownAgain,
  });
}
