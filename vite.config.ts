/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdPrebuiltStyles } from './scripts/lib/antd-prebuilt-styles.mjs';
import { contentSecurityPolicyMiddleware, cspNoncePlaceholder } from './scripts/lib/csp.mjs';
import { attachSocketMock } from './scripts/lib/socket-mock.mjs';

/**
 * `vite preview` (the e2e server) serves the build as deploy/nginx.conf does, under its
 * Content-Security-Policy, and plays the backend's websockets, which the Prism mock cannot.
 */
function previewAsDeployed(apiBase: string): Plugin {
  return {
    name: 'console:preview-as-deployed',
    configurePreviewServer(server) {
      const distDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(contentSecurityPolicyMiddleware({ distDir, apiBase }));
      // On the whole chain (scripts/e2e-chain-server.mjs) the demo backend answers the sockets.
      if (server.httpServer && !process.env.DEMO_BACKEND_PORT) {
        attachSocketMock(server.httpServer, { apiBase });
      }
    },
  };
}

// What every signed-in page loads first in three chunks instead of some seventy small ones (issue
// 20). Each group also takes what its modules import that no group before it holds, so none
// imports one after it.
// 1. What the lazy sign-in pages (registration, password reset, verification, the post-login
//    steps) share with the signed-in app: antd's parts both use and the dialog presenter. A part
//    missing here does no harm but size: those pages would load the app and the shell as well.
const SHARED_ANTD =
  /node_modules[\\/]antd[\\/]es[\\/](app|message|modal|notification|tabs|tooltip|skeleton|space|grid|empty|watermark|style|_util)[\\/]/;
const SHARED_RC =
  /node_modules[\\/](rc-(menu|tabs|dialog|notification|overflow|dropdown|tooltip)|@rc-component[\\/](trigger|portal))[\\/]/;
const SHARED_OURS =
  /[\\/]src[\\/](app[\\/]feedback[\\/]presenterOver\.ts$|components[\\/]feedback[\\/])/;
const ICON_GROUP = 'icons';
const SIGNED_IN_GROUPS = [
  // Icons stay in the bundler's own chunks, by the pages that use them: the shell uses many that
  // the sign-in pages use too (as its menu's icons), and would otherwise take them in.
  {
    name: ICON_GROUP,
    test: /node_modules[\\/]@ant-design[\\/]icons/,
    entriesAware: true,
    entriesAwareMergeThreshold: 2000,
    includeDependenciesRecursively: false,
  },
  {
    name: 'signed-in-shared',
    test: (id: string) => [SHARED_ANTD, SHARED_RC, SHARED_OURS].some((rule) => rule.test(id)),
  },
  // 2. The signed-in app: session, menu, Refine, the resource registry and TanStack Query.
  { name: 'signed-in-app', test: /[\\/]src[\\/]app[\\/]SignedInApp\.tsx$/ },
  // 3. The shell with 首页, the first tab of every sign-in.
  {
    name: 'shell',
    test: /[\\/](src[\\/]shell[\\/]SignedInShell\.tsx|resources[\\/]dashboard[\\/]home[\\/])/,
  },
];

// The build leaves out code no browser of ours runs (issue 20): react-router's development
// warnings (its package points every condition at that build) and antd's ResizeObserver polyfill.
// The dev server and the tests keep the originals.
const BUILD_ALIASES = [
  {
    find: /^react-router$/,
    replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
  },
  // antd's documented locale subpaths (antd/locale/zh_CN) are CommonJS. In this package (type
  // module) the build hands their whole module object to a default import, not the locale, and
  // antd then fell back to its English texts and labels (the walk's axe scan caught unnamed row
  // expand buttons). The same locale's ES module has a plain default export.
  {
    find: /^antd\/locale\/(\w+)$/,
    replacement: path.resolve('node_modules/antd/es/locale/$1.js'),
  },
  {
    find: /^resize-observer-polyfill$/,
    replacement: path.resolve('src/lib/nativeResizeObserver.ts'),
  },
];

// The dev server proxies the API base to the Prism mock (scripts/start.mjs sets MOCK_PORT).
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiBase = env.VITE_API_BASE || '/admin';
  const mockPort = process.env.MOCK_PORT || '4010';
  const mockTarget = `http://127.0.0.1:${mockPort}`;
  const stripBase = (path: string) => path.slice(apiBase.length) || '/';
  // npm start and the whole chain: the websockets go to the demo backend itself (Prism proxies
  // HTTP only).
  const demoPort = process.env.DEMO_BACKEND_PORT;
  const socketProxy = demoPort
    ? Object.fromEntries(
        ['websocket', 'vxeSocket'].map((name) => [
          `${apiBase}/${name}`,
          { target: `ws://127.0.0.1:${demoPort}`, ws: true, rewrite: stripBase },
        ]),
      )
    : {};
  return {
    plugins: [react(), antdPrebuiltStyles(), previewAsDeployed(apiBase)],
    resolve: {
      alias: [{ find: '@', replacement: '/src' }, ...(command === 'build' ? BUILD_ALIASES : [])],
    },
    // Vite puts this placeholder on the tags it writes and in <meta property="csp-nonce">; the
    // server replaces it with each response's nonce (deploy/nginx.conf, scripts/lib/csp.mjs).
    html: { cspNonce: cspNoncePlaceholder() },
    server: {
      host: '127.0.0.1',
      proxy: {
        ...socketProxy,
        [apiBase]: { target: mockTarget, changeOrigin: true, rewrite: stripBase },
      },
    },
    preview: {
      host: '127.0.0.1',
      proxy: {
        ...socketProxy,
        [apiBase]: { target: mockTarget, changeOrigin: true, rewrite: stripBase },
      },
    },
    build: {
      rolldownOptions: {
        output: {
          // The icon groups are named after every page that shares them; their files are not, so
          // a file name says which page it is (the e2e tests look for a page's chunk by name).
          chunkFileNames: ({ name }) =>
            name.startsWith(`${ICON_GROUP}~`)
              ? 'assets/icons-[hash].js'
              : 'assets/[name]-[hash].js',
          // React and the router change far less often than the app: one long-lived chunk.
          codeSplitting: {
            groups: [
              {
                name: 'vendor-react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
              // What the entry loads anyway, in two chunks (antd's and the rest): otherwise what the
              // lazy pages share with it is cut into many small chunks that compress worse and cost
              // requests. One chunk of all of it compressed as well but painted the login form
              // later (a single script is compiled on one thread); `maxSize` splits broke the
              // chunks' order of evaluation (rolldown 1.2: "c is not a function" at start).
              {
                name: 'vendor-antd',
                test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
                tags: ['$initial'],
              },
              { name: 'app', tags: ['$initial'] },
              ...SIGNED_IN_GROUPS,
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      // Vitest runs cores − 1 workers by default: one on the 2-core CI machine, with the main
      // process mostly idle. jsdom component tests are CPU-bound, so both cores halve the run.
      maxWorkers: 2,
      // Lets tests force a garbage collection where object lifetimes matter (abort propagation).
      execArgv: ['--expose-gc'],
      // One copy of react-router: @refinedev/react-router would otherwise load its CommonJS build
      // beside the ES build our code imports, and hooks would see no <Router>.
      server: { deps: { inline: ['@refinedev/react-router'] } },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // Pure logic in Node: a jsdom per file was half of the suite's time (issue 32).
            environment: 'node',
            include: ['tests/unit/**/*.test.ts'],
            setupFiles: ['tests/setup-unit.ts'],
            // Their modules hold no state a file depends on: one import per worker, not per file.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'demo-backend',
            // The demo backend in process (PGlite in memory, requests through Hono's fetch).
            environment: 'node',
            include: ['tests/demo-backend/**/*.test.ts'],
            globalSetup: ['tests/demo-backend/globalSetup.ts'],
            // Each file starts a backend of its own; the modules hold no state between backends.
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: ['tests/components/**/*.test.tsx'],
            setupFiles: ['tests/setup-dom.ts'],
            // One jsdom and one antd per worker, not per file (389 → 212 s): the set-up clears
            // what a file left and evaluates our own modules afresh for each file.
            isolate: false,
          },
        },
      ],
    },
  };
});
