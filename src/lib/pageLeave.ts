/**
 * Whether the page is being left. The browser cuts off the page's calls still in flight when it
 * goes, after `pagehide` (Chromium 150, measured): such a failure says nothing about the server
 * or the session, and must not be acted on (a failed menu load would sign the operator out).
 */
let leaving = false;
const shownAgain = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // A page kept by the back/forward cache comes back with its scripts' state as it was.
  window.addEventListener('pageshow', () => {
    leaving = false;
    const waiting = [...shownAgain];
    shownAgain.clear();
    waiting.forEach((resume) => resume());
  });
}

export function isLeavingPage(): boolean {
  return leaving;
}

/** Resolves when the page shows again after being left (restored from the back/forward cache). */
export function pageShownAgain(): Promise<void> {
  return new Promise((resolve) => shownAgain.add(resolve));
}
