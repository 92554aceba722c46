/**
 * The app-wide HTTP layer over the runtime configuration and the browser's storage. The app binds
 * its UI, session actions and router at boot with `bindHttpPorts`. What is to be shown before then
 * waits for the presenter: the signed-in app asks for the menu as soon as its code is here, before
 * it has rendered, and a session that answer ends must still show spec 8.1's notice or dialog
 * (the dialog's answer then comes from the bound one) instead of ending unseen.
 */
import { getConfig } from '../../src/lib/config';
import { isEnterpriseChatAgent } from '../../src/lib/enterpriseChat';
import { isLeavingPage } from '../../src/lib/pageLeave';
import { storage } from '../../src/lib/storage';
import { createHttp, type Http } from './createHttp';
import { sendOverNetwork } from './network';
import type { HttpPresenter, MessageKind, RouteReader, SessionActions } from './ports';

export interface HttpPorts {
  presenter: HttpPresenter;
  session: SessionActions;
  getRoute: RouteReader;
}

type PresenterCall = (presenter: HttpPresenter) => void;

/** Calls made before a presenter is bound, made on the first one bound. */
let waiting: PresenterCall[] = [];
const later = (call: PresenterCall): void => {
  waiting.push(call);
};

const unboundPorts: HttpPorts = {
  presenter: {
    notifyError: (message, description) => later((p) => p.notifyError(message, description)),
    message: (kind, text) => later((p) => p.message(kind, text)),
    showExpiredDialog: (text) =>
      new Promise<void>((answered) => {
        later((p) => void p.showExpiredDialog(text).then(answered));
      }),
    showLoading: (text) => later((p) => p.showLoading(text)),
  },
  session: {
    logout: () => Promise.resolve(storage.clearSession()),
    reload: () => globalThis.location.reload(),
  },
  getRoute: () => ({ params: {} }),
};

let ports: HttpPorts = unboundPorts;

export function bindHttpPorts(bound: Partial<HttpPorts>): void {
  ports = { ...ports, ...bound };
  const { presenter } = bound;
  if (!presenter) return;
  const calls = waiting;
  waiting = [];
  calls.forEach((call) => call(presenter));
}

/** Back to the unbound fallbacks (tests, hot reload). */
export function unbindHttpPorts(): void {
  ports = unboundPorts;
  waiting = [];
}

export const http: Http = createHttp({
  config: getConfig(),
  storage,
  presenter: {
    notifyError: (message, description) => ports.presenter.notifyError(message, description),
    message: (kind, text) => ports.presenter.message(kind, text),
    showExpiredDialog: (text) => ports.presenter.showExpiredDialog(text),
    showLoading: (text) => ports.presenter.showLoading(text),
  },
  session: {
    logout: () => ports.session.logout(),
    reload: () => ports.session.reload(),
  },
  getRoute: () => ports.getRoute(),
  isEnterpriseChat: () => isEnterpriseChatAgent(globalThis.navigator?.userAgent ?? ''),
  isLeavingPage,
  fetch: (request) => sendOverNetwork(request),
  clock: { now: () => Date.now() },
});

/**
 * A message through the bound presenter: antd App's in the signed-in app, antd's own holder on the
 * sign-in pages. Either way it outlives the page that shows it, so a message followed by the move
 * from the sign-in app to the signed-in one (验证成功, then 首页) stays on screen.
 */
export function showMessage(kind: MessageKind, text: string): void {
  ports.presenter.message(kind, text);
}
