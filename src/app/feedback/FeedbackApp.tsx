import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useStyle from 'antd/es/app/style';
import { useContext, useState, type ReactNode } from 'react';
import { useFirstInput } from '../useFirstInput';
import { deferredFeedback, type Feedback } from './deferredFeedback';
import type { FeedbackHolders } from './FeedbackHolders';

type Holders = typeof FeedbackHolders;

const loadHolders = () => import('./FeedbackHolders').then((module) => module.FeedbackHolders);

// The holders' code is fetched at the first key or click in the signed-in app, before most
// messages are needed; a message called earlier (a failure while 首页 loads) fetches it itself.
const prefetchHolders = () => {
  loadHolders().catch(() => {
    // Only a head start: the first call loads the code again and drops its notice if it fails.
  });
};

/**
 * antd's App as the signed-in app uses it, with its message, notification and dialog code loaded
 * at the first call (deferredFeedback.ts) instead of with the first page (issue 20): the same
 * element and class names, antd's own App styles, and its context answering useAppFeedback() (or
 * App.useApp()) as before.
 */
export function FeedbackApp({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
  const [mounted, setMounted] = useState<{
    Holders: Holders;
    onReady: (feedback: Feedback) => void;
  }>();
  const [feedback] = useState(() =>
    deferredFeedback(() =>
      loadHolders().then(
        (Holders: Holders) => new Promise<Feedback>((onReady) => setMounted({ Holders, onReady })),
      ),
    ),
  );

  useFirstInput(prefetchHolders);

  return wrapCSSVar(
    <AppContext.Provider value={feedback}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {mounted && <mounted.Holders onReady={mounted.onReady} />}
        {children}
      </div>
    </AppContext.Provider>,
  );
}
