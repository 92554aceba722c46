import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The whole suite on two cores can take seconds to show a validation message: CI's run of
// MarkdownImageDialog missed its message at 5 s (the test alone takes 6 s on a quiet machine).
// findBy and waitFor wait up to 15 s; a passing test never waits that long.
configure({ asyncUtilTimeout: 15_000 });

// antd's Grid.useBreakpoint and responsive observers need matchMedia; jsdom has none.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom has no pseudo-element styles; antd's scroll locker asks for them when a modal opens and
// jsdom would print "Not implemented" for every dialog in every test.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
