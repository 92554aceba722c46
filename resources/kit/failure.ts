/**
 * How a list failure is shown, once (spec 8.1, 8.2): the HTTP layer has already shown HTTP
 * failures (`isPresentedError`), a `success: false` reply shows its server message as a warning,
 * a page or endpoint misconfiguration (请设置url.list属性! …) is an error toast.
 */
import { ApiError, isPresentedError } from '../../providers/http/httpError';
import { REQUEST_FAILED } from '../../src/lib/messages';

export interface FailureNotice {
  level: 'warning' | 'error';
  text: string;
}

/** What to show for a failed list, save or delete; null when it has been shown already. */
export function failureNotice(error: unknown): FailureNotice | null {
  if (isPresentedError(error)) return null;
  // A lookup's `success: false` (e.g. a tree's children) is a server refusal like a list's.
  if (error instanceof ApiError) {
    return { level: error.kind === 'configuration' ? 'error' : 'warning', text: error.message };
  }
  const text = error instanceof Error && error.message ? error.message : REQUEST_FAILED;
  return { level: 'error', text };
}
