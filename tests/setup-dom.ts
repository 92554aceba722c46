import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { patchWindow } from './domPatches';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The whole suite on two cores can take seconds to show a validation message: CI's run of
// MarkdownImageDialog missed its message at 5 s (the test alone takes 6 s on a quiet machine).
// findBy and waitFor wait up to 15 s; a passing test never waits that long.
configure({ asyncUtilTimeout: 15_000 });

// Component files share a worker's jsdom and its packages (no per-file isolation, issue 32: antd's
// import was half of each file's time). This file runs before each of them: the window is patched
// once; what a file left in the document or in storage is cleared, and our own modules (their
// caches and module state) are evaluated afresh for the next file.
const SET_UP = Symbol.for('console.tests.setup-dom');
const shared = globalThis as typeof globalThis & {
  [SET_UP]?: { testingLibrary: ReturnType<typeof getConfig> };
};
if (shared[SET_UP]) {
  vi.resetModules();
  // Harnesses configure Testing Library for their file (longer waits, defaultHidden).
  configure(shared[SET_UP].testingLibrary);
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
} else {
  shared[SET_UP] = { testingLibrary: { ...getConfig() } };
  patchWindow();
}
