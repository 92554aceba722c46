/**
 * Refine notifications through antd's App context (React 19 needs the hook form, refine-v5-notes
 * §6). Our own small adapter keeps @refinedev/antd out of the sign-in page's bundle.
 */
import type { NotificationProvider } from '@refinedev/core';
import { Button } from 'antd';
import { createElement } from 'react';
import { useAppFeedback } from '../src/components/feedback/useAppFeedback';

export function useNotificationProvider(): NotificationProvider {
  const { notification } = useAppFeedback();
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
      if (type === 'progress') {
        notification.info({
          key,
          message,
          description,
          duration: undoableTimeout ?? 5,
          btn: createElement(
            Button,
            {
              size: 'small',
              onClick: () => {
                cancelMutation?.();
                if (key) notification.destroy(key);
              },
            },
            '撤销',
          ),
        });
        return;
      }
      notification[type]({ key, message, description });
    },
    close: (key) => notification.destroy(key),
  };
}
