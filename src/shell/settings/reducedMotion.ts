import { useSyncExternalStore } from 'react';

// WCAG 2.3.3: an operator who asked the system for less motion gets antd without its open, close
// and collapse animations. The e2e run asks for it too, so nothing a test clicks is still moving.
const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const prefersReducedMotion = () => mediaQuery()?.matches === true;

/** Whether the system asks for reduced motion, following changes while the console is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
