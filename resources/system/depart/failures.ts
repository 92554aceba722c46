import { isPresentedError } from '../../../providers/http';
import type { Feedback } from '../../kit/useFeedback';
import { REQUEST_FAILED } from '../../../src/lib/messages';

/**
 * A failed read of this page's own calls (spec 8.2): the server's `success: false` message as a
 * warning, nothing again for an HTTP failure the HTTP layer has already shown.
 */
export function warnFailure(feedback: Feedback, error: unknown): void {
  if (isPresentedError(error)) return;
  feedback.warn(error instanceof Error && error.message ? error.message : REQUEST_FAILED);
}
