import { isPresentedError } from '../../../providers/http/httpError';
import { UPLOAD_FAILED } from '../../lib/messages';

/**
 * The warning to show for a failed image upload of an editor (spec 8.3: the server message), or
 * nothing when the HTTP layer has already shown the failure or the upload was cancelled.
 */
export function uploadWarning(error: unknown): string | undefined {
  if (isPresentedError(error)) return undefined;
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return error instanceof Error && error.message ? error.message : UPLOAD_FAILED;
}
