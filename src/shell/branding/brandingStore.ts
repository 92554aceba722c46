/** A subscribable branding snapshot over a BrandingSource, for useSyncExternalStore. */
import type { Branding } from '../../lib/branding';
import type { BrandingSource } from './brandingSource';

export interface BrandingStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Branding;
}

/** Starts the lookups with the first subscriber; the snapshot changes once they finish. */
export function createBrandingStore(source: BrandingSource): BrandingStore {
  let snapshot = source.current();
  const listeners = new Set<() => void>();
  let started = false;
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void source.load().then((branding) => {
          snapshot = branding;
          for (const notify of listeners) notify();
        });
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
