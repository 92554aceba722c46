// Cold-load A/B of two builds on this machine, for a "no worse than before" claim when the box is
// shared: the two builds' runs alternate (and swap order each round), so background load hits both
// alike, which separate `npm run bench` runs minutes apart cannot promise.
//   npx vite build --outDir /tmp/ab-a   (at the old commit, e.g. in a git worktree)
//   npx vite build --outDir /tmp/ab-b   (here)
//   node scripts/bench/ab.mjs /tmp/ab-a /tmp/ab-b [rounds=20]
import { launchBrowser, newColdContext, signInFromLoginPage, waitUntilReady } from './browser.mjs';
import { median } from './timings.mjs';
import { startMock, startPreview } from './serve.mjs';
import { signIn } from './routes.mjs';

const [distA, distB, roundsArg = '20'] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: node scripts/bench/ab.mjs <dist A> <dist B> [rounds]');
  process.exit(2);
}
const rounds = Number(roundsArg);

const mock = await startMock();
const mockPort = new URL(mock.url).port;
const builds = [
  { name: 'A', dist: distA, ...(await startPreview({ dist: distA, mockPort, label: 'ab-a' })) },
  { name: 'B', dist: distB, ...(await startPreview({ dist: distB, mockPort, label: 'ab-b' })) },
];
const browser = await launchBrowser();

/** Navigation start → login form interactive, sign-in click → first tab painted (ms). */
async function coldSignIn(url) {
  const context = await newColdContext(browser, url);
  try {
    const page = await context.newPage();
    await page.goto(signIn.route, { waitUntil: 'commit' });
    const login = await waitUntilReady(page, signIn.accountField);
    const { clickedAt, firstTabAt } = await signInFromLoginPage(page, signIn);
    return { login, firstTab: firstTabAt - clickedAt };
  } finally {
    await context.close();
  }
}

const samples = { A: [], B: [] };
try {
  for (const build of builds) await coldSignIn(build.url); // warm-up, unrecorded
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const build of order) samples[build.name].push(await coldSignIn(build.url));
  }
} finally {
  await browser.close();
  for (const server of [...builds, mock]) server.child.kill();
}

const p50 = (name, key) => median(samples[name].map((run) => run[key]).sort((a, b) => a - b));
const bFaster = (key) => samples.B.filter((run, i) => run[key] < samples.A[i][key]).length;
for (const key of ['login', 'firstTab']) {
  console.log(
    `${key === 'login' ? 'login form interactive' : 'login → first tab'}: A p50 ${p50('A', key).toFixed(0)} ms, ` +
      `B p50 ${p50('B', key).toFixed(0)} ms, B faster in ${bFaster(key)} of ${rounds} rounds`,
  );
}
