import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** spec 2.8: mobile mode up to 1087.98px, collapsed sidebar up to 767.98px. */
export const MOBILE_QUERY = '(max-width: 1087.98px)';
export const COLLAPSED_QUERY = '(max-width: 767.98px)';
