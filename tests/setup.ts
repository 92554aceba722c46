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

// antd's CSS-in-JS puts ~2,000 rules into <style data-rc-order> elements of the document, and
// jsdom's getComputedStyle matches every rule against the element on each call: one call cost
// ~50–250 ms, and Testing Library calls it for each ancestor of each element a role query looks
// at. Held in a detached container, the runtime styles cost nothing: component tests ran about
// 3× faster. Nothing here relies on antd's stylesheet (jsdom lays nothing out; antd hides closed
// modals, inactive panes and collapsed items with inline styles or attributes, not classes).
const runtimeStyles = document.createElement('div');
const isRuntimeStyle = (node: Node): boolean =>
  node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order');
const { appendChild, insertBefore, removeChild } = Node.prototype;
Node.prototype.appendChild = function append<T extends Node>(this: Node, node: T): T {
  return appendChild.call(isRuntimeStyle(node) ? runtimeStyles : this, node) as T;
};
Node.prototype.insertBefore = function insert<T extends Node>(
  this: Node,
  node: T,
  child: Node | null,
): T {
  if (isRuntimeStyle(node)) return appendChild.call(runtimeStyles, node) as T;
  return insertBefore.call(this, node, child) as T;
};
Node.prototype.removeChild = function remove<T extends Node>(this: Node, node: T): T {
  const parent = isRuntimeStyle(node) && node.parentNode === runtimeStyles ? runtimeStyles : this;
  return removeChild.call(parent, node) as T;
};
