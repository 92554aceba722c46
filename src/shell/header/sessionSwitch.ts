/**
 * spec 4: switching system or group updates the stored user and clears the permission lists; the
 * caller then reloads them and rebuilds the menu.
 */
import { USER_INFO_TTL_MS } from '../../lib/constants';
import { withGroup, withSystem } from '../../lib/headerRules';
import { storage as appStorage, type ConsoleStorage } from '../../lib/storage';
import type { LoginUserInfo } from '../../lib/storedValues';

function apply(
  store: ConsoleStorage,
  change: (info: LoginUserInfo) => LoginUserInfo | undefined,
): boolean {
  const info = store.get('Login_Userinfo');
  const next = info ? change(info) : undefined;
  if (!next) return false;
  store.set('Login_Userinfo', next, USER_INFO_TTL_MS);
  store.remove('LOGIN_USER_BUTTON_AUTH');
  store.remove('SYS_BUTTON_AUTH');
  return true;
}

/** False when the system is not one the user may switch to (nothing is changed then). */
export function switchSystem(systemId: string, store: ConsoleStorage = appStorage): boolean {
  return apply(store, (info) => withSystem(info, systemId));
}

export function switchGroup(groupId: string, store: ConsoleStorage = appStorage): boolean {
  return apply(store, (info) => withGroup(info, groupId));
}
