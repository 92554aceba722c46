import type { ThemeConfig } from 'antd';
import { useEffect, useRef } from 'react';
import { bindHttpPorts } from '../../../providers/http/instance';
import { sharedLoad } from '../../lib/sharedLoad';
import type { HttpPresenter } from '../../../providers/http/ports';

type Call = (presenter: HttpPresenter) => void;

/**
 * Binds the HTTP layer's presenter for the sign-in app (its session actions are the layer's own:
 * clear the session, reload). The presenter's code (signInFeedback.tsx)
 * loads when something is first shown, so the login page does not carry it; calls made meanwhile
 * wait for it, in order.
 */
export function SignInHttpBindings({ theme }: { theme: ThemeConfig }) {
  const currentTheme = useRef(theme);
  useEffect(() => {
    currentTheme.current = theme;
  }, [theme]);

  useEffect(() => {
    // Offline now: the next notice tries the download again.
    const presenter = sharedLoad(() =>
      import('./signInFeedback').then((module) =>
        module.createSignInPresenter(() => currentTheme.current),
      ),
    );
    // What failed is still on the page (the sign-in pages show their own errors inline).
    const show = (call: Call) =>
      presenter()
        .then(call)
        .catch(() => undefined);
    bindHttpPorts({
      presenter: {
        notifyError: (text, description) => void show((p) => p.notifyError(text, description)),
        message: (kind, text) => void show((p) => p.message(kind, text)),
        showExpiredDialog: (text) =>
          new Promise<void>((resolve) => {
            void show((p) => void p.showExpiredDialog(text).then(resolve));
          }),
        showLoading: (text) => void show((p) => p.showLoading(text)),
      },
    });
  }, []);
  return null;
}
