/**
 * The app's menu store, one per page (MenuProvider publishes it). It lives outside React so the
 * menu can be asked for as soon as the signed-in app's code has loaded (issue 20). Fetching the
 * routed page's code at the same time was tried and measured slower: on two cores the page's
 * and the shell's code then compete for the one main thread.
 */
import { http } from '../../../providers/http/instance';
import { getConfig } from '../../lib/config';
import { storage } from '../../lib/storage';
import { createServerMenuStore } from './loadMenuModel';

export const appMenuStore = createServerMenuStore({ http, storage, config: getConfig() });

// spec 4: signing out or an ended session forgets the menu, mounted or not.
storage.onSessionCleared(appMenuStore.reset);
