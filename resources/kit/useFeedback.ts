import { useMemo } from 'react';
import { OPERATION_SUCCEEDED } from '../../src/lib/messages';
import { failureNotice } from './failure';
import type { ActionOutcome } from './types';
import { useAppFeedback } from '../../src/components/feedback/useAppFeedback';

export interface Feedback {
  /** A rejected list, save or delete: shown once (see failure.ts). */
  failed(error: unknown): void;
  /** The server's success text, else 操作成功. */
  succeeded(text?: string): void;
  warn(text: string): void;
  error(text: string): void;
  /** A special action's outcome. */
  outcome(outcome: ActionOutcome): void;
}

/** The list page's messages (antd App context, React 19; spec 8.2). */
export function useFeedback(): Feedback {
  const { message } = useAppFeedback();
  return useMemo(
    () => ({
      failed(error) {
        const notice = failureNotice(error);
        if (notice) void message[notice.level](notice.text);
      },
      succeeded(text) {
        void message.success(text?.trim() ? text : OPERATION_SUCCEEDED);
      },
      warn(text) {
        void message.warning(text);
      },
      error(text) {
        void message.error(text);
      },
      outcome(outcome) {
        if (outcome.ok) void message.success(outcome.message?.trim() || OPERATION_SUCCEEDED);
        else if (!outcome.presented) void message.warning(outcome.message);
      },
    }),
    [message],
  );
}
