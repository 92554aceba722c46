// Entry routes measured by `npm run bench`. A route's cold load fetches the entry chunk, its
// static imports (transitively), and the lazy chunks of its page: `lazy` lists the Vite manifest
// keys (source paths relative to the build root) of the modules that route loads with import().
// Add a row when a route gets its own page; `baseline` names the baseline route it is compared to.
export const appRoutes = [
  { route: '/user/login-admin', lazy: ['src/shell/login/LoginAdminPage.tsx'], baseline: '/' },
  { route: '/Home', lazy: ['src/shell/home/HomePage.tsx'], baseline: '/' },
];

// The plain Refine app in scripts/bench/baseline: one route, everything in the entry chunk.
export const baselineRoutes = [{ route: '/', lazy: [] }];
