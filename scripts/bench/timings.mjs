// Cold-load timings, each run in a new browser context (empty cache and storage), read with the
// page's own performance.now() (ms since navigation start). Reported as p50/min/max of the runs.
import { newColdContext, signInFromLoginPage, waitUntilReady } from './browser.mjs';

async function inColdPage(browser, baseURL, measure) {
  const context = await newColdContext(browser, baseURL);
  try {
    return await measure(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Navigation start → login form interactive, then sign-in click → first tab painted. */
function timeSignIn(browser, baseURL, signIn) {
  return inColdPage(browser, baseURL, async (page) => {
    await page.goto(signIn.route, { waitUntil: 'commit' });
    const loginFormInteractive = await waitUntilReady(page, signIn.accountField);
    const { clickedAt, firstTabAt } = await signInFromLoginPage(page, signIn);
    return { loginFormInteractive, signInToFirstTab: firstTabAt - clickedAt };
  });
}

/** Sign-in click → first tab painted, the click after the time a person takes to type. */
function timeSignInAfterTyping(browser, baseURL, signIn) {
  return inColdPage(browser, baseURL, async (page) => {
    await page.goto(signIn.route, { waitUntil: 'commit' });
    await waitUntilReady(page, signIn.accountField);
    const { clickedAt, firstTabAt } = await signInFromLoginPage(page, signIn, {
      typingTime: true,
    });
    return { signInAfterTyping: firstTabAt - clickedAt };
  });
}

/** Navigation start → the baseline's table rows visible. */
function timeBaselineRender(browser, baseURL, baseline) {
  return inColdPage(browser, baseURL, async (page) => {
    await page.goto(baseline.route, { waitUntil: 'commit' });
    return { baselineFirstTableRender: await waitUntilReady(page, baseline.ready) };
  });
}

/** Samples (ms) per timing id: one unrecorded warm-up, then `runs` recorded runs. */
export async function collectTimings({ browser, appURL, baselineURL, signIn, baseline, runs }) {
  const runOnce = async () => ({
    ...(await timeSignIn(browser, appURL, signIn)),
    ...(await timeSignInAfterTyping(browser, appURL, signIn)),
    ...(await timeBaselineRender(browser, baselineURL, baseline)),
  });
  // The warm-up keeps one-off server costs (Prism's first replies, cold OS file cache) out of
  // the samples; every recorded run is still a cold load for the browser.
  await runOnce();
  const samples = {};
  // App and baseline runs alternate so background load on the shared box hits both alike.
  for (let run = 0; run < runs; run += 1) {
    for (const [id, ms] of Object.entries(await runOnce())) (samples[id] ??= []).push(ms);
  }
  return samples;
}

export function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (ms) => Math.round(ms * 10) / 10;

/** p50/min/max (ms, 0.1 ms) of each id's samples. */
export function summarize(samples) {
  return Object.fromEntries(
    Object.entries(samples).map(([id, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const stats = { p50: median(sorted), min: sorted[0], max: sorted.at(-1) };
      const rounded = Object.fromEntries(
        Object.entries(stats).map(([name, value]) => [name, round(value)]),
      );
      return [id, { ...rounded, samples: values.map(round) }];
    }),
  );
}
