import type { MessageApi } from '../feedback/useAppFeedback';
import { isPresentedError, isRefusal } from '../../../providers/http';
import { REQUEST_FAILED } from '../../lib/messages';

/**
 * A failed lookup of a dictionary widget, shown once: HTTP failures were already shown by the HTTP
 * layer (spec 8.1); a refused reply shows the server message as a warning (spec 8.2).
 */
export function showLoadFailure(message: MessageApi, error: unknown): void {
  if (isPresentedError(error)) return;
  void message.warning(isRefusal(error) ? error.message : REQUEST_FAILED);
}
