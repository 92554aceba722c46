import { theme } from 'antd';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { routeProgress, type ProgressStore } from './progressStore';
import './RouteProgress.css';

/** How long the finished bar stays to fill up and fade (the CSS transition plus fade). */
export const PROGRESS_FINISH_MS = 500;

export interface RouteProgressProps {
  store?: ProgressStore;
  /** Drives the bar directly instead of the store. */
  active?: boolean;
}

/** A thin bar at the top of the window while a route's chunk or the menu loads. */
export function RouteProgress({ store = routeProgress, active }: RouteProgressProps) {
  const storeActive = useSyncExternalStore(store.subscribe, store.isActive, () => false);
  const running = active ?? storeActive;
  const { token } = theme.useToken();
  const [shown, setShown] = useState(running);
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) setShown(true);
  }

  useEffect(() => {
    if (running || !shown) return;
    const timer = setTimeout(() => setShown(false), PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [running, shown]);

  if (!shown) return null;
  return (
    <div
      className={`route-progress ${running ? 'is-running' : 'is-done'}`}
      role="progressbar"
      aria-label="页面加载中"
      aria-busy={running}
    >
      <div className="route-progress-bar" style={{ background: token.colorPrimary }} />
    </div>
  );
}

/** Keeps a load marked as started while `loading` is true (e.g. the menu request). */
export function useRouteProgress(loading: boolean, store: ProgressStore = routeProgress): void {
  useEffect(() => (loading ? store.start() : undefined), [loading, store]);
}

export interface RouteProgressFallbackProps {
  store?: ProgressStore;
  /** Shown in the page area meanwhile, e.g. a spinner. */
  children?: ReactNode;
}

/** A Suspense fallback that runs the progress bar while a lazy page's chunk loads. */
export function RouteProgressFallback({
  store = routeProgress,
  children = null,
}: RouteProgressFallbackProps) {
  useRouteProgress(true, store);
  return children;
}
