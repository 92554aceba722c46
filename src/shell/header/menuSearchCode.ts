import { lazyWithRetry } from '../../components/ErrorBoundary/lazyWithRetry';

let arrived = false;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

// The AutoComplete (rc-select, rc-virtual-list: ~22 KiB gzip) loads when the user comes to the
// box, not with the header on every page (issue 20).
export const LazyMenuSearchBox = lazyWithRetry(
  () => import('./MenuSearchBox'),
  'widget',
  (module) => {
    arrived = true;
    for (const listener of listeners) listener();
    return module.MenuSearchBox;
  },
);

/** Whether the AutoComplete's code is there; `subscribe` hears of its arrival. */
export const menuSearchCode = {
  has: () => arrived,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Starts fetching it; after a failed fetch, fetches it again (the box works without it). */
  load() {
    if (arrived) return;
    // Pointer, touch and focus come one after the other: one fetch for them all.
    loading ??= LazyMenuSearchBox.preloadAgain().finally(() => {
      loading = undefined;
    });
  },
};
