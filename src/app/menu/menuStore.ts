/**
 * The signed-in user's menu as a small store outside React (spec 2.2: loaded once per session),
 * so that <MenuProvider> can publish one state to <Refine> (resources), the routes and the shell.
 */
import { isSessionEnded } from '../../../providers/http/httpError';
import type { MenuModel } from '../../lib/menu/types';
import type { MenuState } from '../../shell/menu/serverMenu';

export interface MenuStoreDeps {
  /** False once the session is over: signing out resets the menu while the shell is mounted. */
  hasSession: () => boolean;
  /** Loads the server menu and builds its model (storing the button lists on the way). */
  loadModel: () => Promise<MenuModel>;
  /**
   * True once the page is being left: the browser then cuts off the load, which says nothing
   * about the server or the session.
   */
  isLeavingPage: () => boolean;
  /** Resolves if the page is shown again after being left (back/forward cache). */
  pageShownAgain: () => Promise<void>;
}

export interface MenuStore {
  getState(): MenuState;
  subscribe(listener: () => void): () => void;
  /** Loads the menu unless it is loaded or loading, or nobody is signed in. */
  load(): Promise<void>;
  /** Forgets the menu; the shell's guard loads it again. */
  reset(): void;
}

export function createMenuStore({
  hasSession,
  loadModel,
  isLeavingPage,
  pageShownAgain,
}: MenuStoreDeps): MenuStore {
  let state: MenuState = { status: 'idle' };
  let inFlight: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const publish = (next: MenuState): void => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const loadOnce = async (): Promise<void> => {
    publish({ status: 'loading' });
    try {
      publish({ status: 'ready', model: await loadModel() });
    } catch (error) {
      if (isLeavingPage()) {
        // spec 2.2 signs out on a failed load; this one is not (it would end the session the
        // next page opens with). The page stays loading and, if shown again, loads again.
        void pageShownAgain().then(() => publish({ status: 'idle' }));
        return;
      }
      // The HTTP layer shows spec 8.1's notice or dialog and ends the session itself; signing
      // out here as well would take the page, and what it shows, away before the user read it.
      if (isSessionEnded(error)) return;
      publish({
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      inFlight = undefined;
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (state.status === 'ready' || !hasSession()) return Promise.resolve();
      inFlight ??= loadOnce();
      return inFlight;
    },
    reset() {
      publish({ status: 'idle' });
    },
  };
}
