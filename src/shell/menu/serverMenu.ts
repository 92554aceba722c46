/**
 * The port through which the shell reads the signed-in user's menu: the app owns loading,
 * resetting and publishing it (the app's MenuProvider) and hands it down through this context,
 * so the shell never reaches up to where the menu comes from.
 */
import { createContext, useContext } from 'react';
import type { MenuModel } from '../../lib/menu/types';

export type MenuState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; model: MenuModel }
  | { status: 'failed'; message: string };

export interface ServerMenu {
  state: MenuState;
  /** Loads the menu unless it is loaded or loading (spec 2.2: once per session). */
  load(): void;
  /** Forgets the menu so the next load rebuilds it (spec 4: system or group switch). */
  reset(): void;
}

export const ServerMenuContext = createContext<ServerMenu | null>(null);

export function useServerMenu(): ServerMenu {
  const menu = useContext(ServerMenuContext);
  if (!menu) throw new Error('useServerMenu: the shell is rendered without the app’s MenuProvider');
  return menu;
}
