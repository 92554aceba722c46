import { useEffect } from 'react';
import { bindHttpPorts } from '../../../providers/http/instance';
import { storage } from '../../lib/storage';
import { presenterOver } from './presenterOver';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

/**
 * Binds the HTTP layer's UI and session ports to antd's App context (spec 8.1 notifications,
 * messages and the 登录已过期 dialog). Rendered before <Refine> so it is bound before any query.
 */
export function HttpBindings() {
  const { notification, message, modal } = useAppFeedback();
  useEffect(() => {
    bindHttpPorts({
      presenter: presenterOver({ notification, message, modal }),
      session: {
        logout: async () => {
          storage.clearSession();
        },
        reload: () => window.location.reload(),
      },
    });
  }, [notification, message, modal]);
  return null;
}
