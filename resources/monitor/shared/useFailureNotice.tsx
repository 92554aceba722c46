import { useCallback } from 'react';
import { failureLines, type CallFailure } from './failures';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/** Tells the failures of one load in one error notice titled `title`; nothing when none. */
export function useFailureNotice(): (title: string, failures: readonly CallFailure[]) => void {
  const { notification } = useAppFeedback();
  return useCallback(
    (title, failures) => {
      const lines = failureLines(failures);
      if (lines.length === 0) return;
      notification.error({
        message: title,
        description: lines.map((line) => <div key={line}>{line}</div>),
      });
    },
    [notification],
  );
}
