/**
 * The one owner of the signed-in user's menu: loads it when the shell asks (spec 2.2, once per
 * session), forgets it when the session is cleared (spec 4: sign-out, expired session) or when the
 * shell reports a system or group switch, and publishes it to <Refine>, the routes and the shell.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { http as appHttp } from '../../../providers/http/instance';
import { getConfig } from '../../lib/config';
import type { MenuModel } from '../../lib/menu/types';
import { storage as appStorage } from '../../lib/storage';
import { ServerMenuContext, useServerMenu, type ServerMenu } from '../../shell/menu/serverMenu';
import { createServerMenuStore, type MenuSource } from './loadMenuModel';
import type { MenuStore } from './menuStore';

export interface MenuProviderProps extends Partial<MenuSource> {
  children: ReactNode;
  /** The app's own store (appMenu.ts); otherwise one over `http`, `storage` and `config`. */
  store?: MenuStore;
}

export function MenuProvider({
  children,
  http = appHttp,
  storage = appStorage,
  config = getConfig(),
  store: given,
}: MenuProviderProps) {
  const [store] = useState(() => given ?? createServerMenuStore({ http, storage, config }));
  useEffect(() => storage.onSessionCleared(store.reset), [storage, store]);
  // With a session the shell will need the menu: asking for it now, while the shell's code
  // still downloads, takes a round trip off every signed-in page load (issue 20). Without one
  // this does nothing, and the shell's guard sends the visitor to sign in.
  useEffect(() => {
    void store.load();
  }, [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const menu = useMemo<ServerMenu>(
    () => ({ state, load: store.load, reset: store.reset }),
    [state, store],
  );
  return <ServerMenuContext.Provider value={menu}>{children}</ServerMenuContext.Provider>;
}

const EMPTY_MODEL: MenuModel = { tree: [], routes: [], forbidden: [] };

/** The loaded menu model, or an empty one until the shell has had it loaded. */
export function useMenuModel(): MenuModel {
  const { state } = useServerMenu();
  return state.status === 'ready' ? state.model : EMPTY_MODEL;
}
