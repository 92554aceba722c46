import { useCallback, useEffect, useState } from 'react';
import { useRefreshTick } from './refresh';

export const FIGURE_FAILED = '数据加载失败';

export type FigureState<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

export interface Figure<T> {
  state: FigureState<T>;
  /** 重试: reads this figure alone again. */
  retry: () => void;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : FIGURE_FAILED;

/**
 * One card's figure: read on mount, on 刷新 / the automatic refresh (the refresh tick) and on
 * 重试. A refresh keeps the figure shown until the new one arrives (no flicker every 60 s); a
 * failure is this card's only, and a later success replaces it.
 * `read` must be stable (useCallback).
 */
export function useFigure<T>(read: () => Promise<T>): Figure<T> {
  const tick = useRefreshTick();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FigureState<T>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    read().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [read, tick, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
