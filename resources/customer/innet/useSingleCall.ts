import { useCallback, useRef, useState } from 'react';

/**
 * One call at a time: while `run`'s call is pending a second `run` is ignored (a double click
 * sends nothing twice) and `pending` drives the button's loading state.
 */
export function useSingleCall() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (call: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await call();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
