/** Counts loads in flight (lazy route chunks, the menu) for the top progress bar. */
export interface ProgressStore {
  /** Marks a load as started; call the returned function once it has finished. */
  start(): () => void;
  subscribe(listener: () => void): () => void;
  isActive(): boolean;
}

export function createProgressStore(): ProgressStore {
  let pending = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    start() {
      pending += 1;
      if (pending === 1) notify();
      let finished = false;
      return () => {
        // A second call (a cleanup run twice) must not end someone else's load.
        if (finished) return;
        finished = true;
        pending -= 1;
        if (pending === 0) notify();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isActive: () => pending > 0,
  };
}

/** The app-wide store the layout's <RouteProgress/> shows. */
export const routeProgress: ProgressStore = createProgressStore();
