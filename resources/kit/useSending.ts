import { useRef, useState } from 'react';
import type { Failure } from '../../providers/outcome';
import { OPERATION_SUCCEEDED } from '../../src/lib/messages';
import { useAppFeedback } from '../../src/components/feedback/useAppFeedback';

/** What a /cap action reports: its success text, or the failure to show (providers/outcome). */
export type SendOutcome = { ok: true; message: string } | Failure;

/**
 * One call of a dialog at a time (no double submission, spec: button loading while pending): the
 * server's text is shown either way (spec 7.1) and `onDone` runs only on success, so a refusal
 * keeps the dialog and what was typed.
 */
export function useSending() {
  const { message } = useAppFeedback();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const run = async (call: () => Promise<SendOutcome | undefined>, onDone: () => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const outcome = await call();
      if (!outcome) return;
      if (!outcome.ok) {
        if (!outcome.presented) void message.warning(outcome.message);
        return;
      }
      void message.success(outcome.message || OPERATION_SUCCEEDED);
      onDone();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { sending, run, busy: () => inFlight.current };
}
