/**
 * Ends the session at most once however many requests discover at the same time that it is over
 * (spec 8.1): one 401 notice and one delayed reload, or one expired dialog, never a stack of them.
 */
import { RELOAD_DELAY_AFTER_401_MS } from '../../src/lib/constants';
import {
  LOGIN_EXPIRED_CONTENT,
  LOGIN_EXPIRED_RELOGGING,
  LOGIN_EXPIRED_TITLE,
  RELOGIN,
} from '../../src/lib/messages';
import type { ExpiredDialogText, HttpPresenter, SessionActions } from './ports';

export const EXPIRED_DIALOG: ExpiredDialogText = {
  title: LOGIN_EXPIRED_TITLE,
  content: LOGIN_EXPIRED_CONTENT,
  okText: RELOGIN,
};

export interface SessionEnd {
  /**
   * HTTP 401: the notice, then, when signed in, logout and the reload 1.5 s later. The session is
   * kept until then: clearing it at once moved the page on to the sign-in page, which took the
   * notice away with the signed-in app (issue 33).
   */
  unauthorized(): void;
  /** Token失效 or a failed refresh: the expired dialog (a loading message in enterprise chat). */
  expired(): void;
}

export interface SessionEndDeps {
  presenter: HttpPresenter;
  session: SessionActions;
  hasToken: () => boolean;
  isEnterpriseChat: () => boolean;
}

export function createSessionEnd(deps: SessionEndDeps): SessionEnd {
  let ending = false;
  const { presenter, session } = deps;
  // Spec 4: logout finishes even when its call fails, so a rejection must not stop the reload.
  const logout = (): Promise<void> => session.logout().catch(() => undefined);
  const reload = (): void => {
    ending = false;
    session.reload();
  };

  return {
    unauthorized() {
      if (ending) return;
      presenter.notifyError(LOGIN_EXPIRED_CONTENT);
      if (!deps.hasToken()) return;
      ending = true;
      setTimeout(() => void logout().then(reload), RELOAD_DELAY_AFTER_401_MS);
    },
    expired() {
      if (ending) return;
      ending = true;
      if (deps.isEnterpriseChat()) {
        presenter.showLoading(LOGIN_EXPIRED_RELOGGING);
        void logout().then(reload);
        return;
      }
      void presenter.showExpiredDialog(EXPIRED_DIALOG).then(logout, logout).then(reload);
    },
  };
}
