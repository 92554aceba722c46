import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

/** Every 60 s while shown (issue 18 item 4). */
export const AUTO_REFRESH_MS = 60_000;

/** Bumped by 刷新 and the automatic refresh: each card reads its figure again when it changes. */
export const RefreshTickContext = createContext(0);

export const useRefreshTick = (): number => useContext(RefreshTickContext);

/** What the automatic refresh needs of the page's document. */
export type VisibilitySource = Pick<
  Document,
  'hidden' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Calls `refresh` every `intervalMs` while the page is on screen: no timer runs while the browser
 * tab is hidden (shown again, the figures are read at once), and a kept-alive page in a hidden
 * console tab (spec 2.8, <Activity>) has its effects torn down, which stops the timer too.
 */
export function useAutoRefresh(
  refresh: () => void,
  intervalMs: number = AUTO_REFRESH_MS,
  visibility: VisibilitySource = document,
): void {
  const latest = useRef(refresh);
  useLayoutEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined && !visibility.hidden)
        timer = setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (visibility.hidden) return stop();
      latest.current();
      start();
    };
    start();
    visibility.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      visibility.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs, visibility]);
}
