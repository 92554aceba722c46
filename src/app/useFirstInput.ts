import { useEffect } from 'react';

// A key, a click or typed text: the visitor has started to use the page.
const FIRST_INPUT = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Calls `start` once, at the page's first key, click or input, and not at all if none comes while
 * the component is mounted: code fetched ahead of its need without loading it for a visitor who
 * only looks (issue 20). Give it a stable function (a module-level one): a new one starts over.
 */
export function useFirstInput(start: () => void): void {
  useEffect(() => {
    const first = () => {
      stop();
      start();
    };
    const stop = () =>
      FIRST_INPUT.forEach((type) => document.removeEventListener(type, first, true));
    FIRST_INPUT.forEach((type) => document.addEventListener(type, first, true));
    return stop;
  }, [start]);
}
