import { useEffect } from 'react';
import { isPresentedError } from '../../../providers/http/httpError';
import { useAppFeedback } from '../feedback/useAppFeedback';

// Several widgets may watch one cached call (an input and its modal); its failure is one error
// object, shown once however many watch it. A new failure is a new object and is shown.
const shown = new WeakSet<Error>();

function needsShowing(error: unknown): error is Error {
  if (!(error instanceof Error) || isPresentedError(error) || shown.has(error)) return false;
  shown.add(error);
  return true;
}

/**
 * Shows a failed picker call once: a `success: false` reply as a warning with the server message
 * (spec 8.2); HTTP failures were shown by the HTTP layer already (spec 8.1).
 */
export function useFailureWarning(error: Error | null | undefined): void {
  const { message } = useAppFeedback();
  useEffect(() => {
    if (needsShowing(error)) void message.warning(error.message);
  }, [error, message]);
}

/** The same rule for calls made outside a query (lazily loaded tree levels). */
export function useFailureReporter(): (error: unknown) => void {
  const { message } = useAppFeedback();
  return (error) => {
    if (needsShowing(error)) void message.warning(error.message);
  };
}
