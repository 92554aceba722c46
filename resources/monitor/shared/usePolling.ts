import { useEffect, useLayoutEffect, useRef } from 'react';
import { startPolling } from './poller';

/**
 * Polls while the page is on screen. A page kept alive in a hidden tab (spec 2.8, <Activity>) has
 * its effects torn down, which stops the polling; showing the tab again sets them up, which polls
 * at once. A hidden browser tab pauses it too (startPolling).
 */
export function usePolling(poll: (signal: AbortSignal) => Promise<void>, intervalMs: number): void {
  const latest = useRef(poll);
  useLayoutEffect(() => {
    latest.current = poll;
  });
  useEffect(
    () =>
      startPolling({ poll: (signal) => latest.current(signal), intervalMs, visibility: document }),
    [intervalMs],
  );
}
