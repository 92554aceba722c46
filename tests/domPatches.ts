/**
 * What jsdom lacks or does slowly for antd, patched into the window once per worker (setup-dom.ts
 * guards against a second call: the patches wrap `Node.prototype` methods).
 */
export function patchWindow(): void {
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
  // at. The runtime styles are held in a detached container instead, and only their rules that hide
  // something (a closed drawer's `-hidden` class, a hidden popup) go into one style element of the
  // document: role queries and toBeVisible see what they saw, and component tests run ~3× faster.
  // jsdom ignores @media blocks (no layout), so rules inside at-rules are left out as before.
  const HIDES =
    /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important)?\s*(?:;|$)/;

  function hidingRules(css: string): string[] {
    const kept: string[] = [];
    const blocks: boolean[] = []; // open blocks: true for an at-rule's
    let from = 0;
    for (let at = 0; at < css.length; at += 1) {
      const char = css[at];
      if (char === '{') {
        const prelude = css.slice(from, at).trim();
        if (blocks.length === 0 && !prelude.startsWith('@')) {
          const end = css.indexOf('}', at);
          const body = css.slice(at + 1, end < 0 ? css.length : end);
          if (HIDES.test(body)) kept.push(`${prelude}{${body}}`);
          at = end < 0 ? css.length : end;
        } else {
          blocks.push(prelude.startsWith('@'));
        }
        from = at + 1;
      } else if (char === '}') {
        blocks.pop();
        from = at + 1;
      } else if (char === ';' && blocks.length === 0) {
        from = at + 1;
      }
    }
    return kept;
  }

  const runtimeStyles = document.createElement('div');
  // Kept in document.head across files on purpose (setup-dom.ts clears only the body): the rules
  // it collects stay true for every later file, and it grows by each new hiding rule only.
  const hiding = document.createElement('style');
  const hidingSeen = new Set<string>();
  const isRuntimeStyle = (node: Node): node is HTMLStyleElement =>
    node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order');
  const { appendChild, insertBefore, removeChild } = Node.prototype;

  function holdRuntimeStyle(node: HTMLStyleElement): void {
    const fresh = hidingRules(node.textContent ?? '').filter((rule) => !hidingSeen.has(rule));
    if (fresh.length > 0) {
      fresh.forEach((rule) => hidingSeen.add(rule));
      if (!hiding.isConnected) appendChild.call(document.head, hiding);
      hiding.textContent = [...hidingSeen].join('\n');
    }
    appendChild.call(runtimeStyles, node);
  }

  Node.prototype.appendChild = function append<T extends Node>(this: Node, node: T): T {
    if (isRuntimeStyle(node) && this !== runtimeStyles) {
      holdRuntimeStyle(node);
      return node;
    }
    return appendChild.call(this, node) as T;
  };
  Node.prototype.insertBefore = function insert<T extends Node>(
    this: Node,
    node: T,
    child: Node | null,
  ): T {
    if (isRuntimeStyle(node)) {
      holdRuntimeStyle(node);
      return node;
    }
    return insertBefore.call(this, node, child) as T;
  };
  Node.prototype.removeChild = function remove<T extends Node>(this: Node, node: T): T {
    const parent = isRuntimeStyle(node) && node.parentNode === runtimeStyles ? runtimeStyles : this;
    return removeChild.call(parent, node) as T;
  };
}
