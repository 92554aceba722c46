import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * The messages, notifications and dialogs of the page's antd App context: what App.useApp()
 * returns, without importing antd's App, which would bring its message, notification and dialog
 * code with every page; the signed-in app loads that code at the first call (issue 20,
 * src/app/feedback/FeedbackApp.tsx).
 */
export function useAppFeedback(): useAppProps {
  return useContext(AppContext);
}
